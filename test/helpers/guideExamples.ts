/** The examples of a guide in Markdown (docs/library.md), each with the output the text promises. */

/** One example: its TypeScript, the text it must print, and the heading it is under. */
export interface GuideExample {
  heading: string;
  code: string;
  output: string;
}

/** Each ```ts block of the guide with the ```text block that follows it, and the heading it is under. */
export function guideExamples(markdown: string): GuideExample[] {
  const found: GuideExample[] = [];
  const re = /^## (.+)$|^```ts\n([\s\S]*?)^```\n\s*^```text\n([\s\S]*?)^```$/gm;
  let heading = '';
  for (let m = re.exec(markdown); m; m = re.exec(markdown)) {
    if (m[1] !== undefined) heading = m[1];
    else found.push({ heading, code: m[2] ?? '', output: m[3] ?? '' });
  }
  return found;
}

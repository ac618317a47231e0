/** Reading a file the visitor picked (an <input type=file> or a drop): its bytes, with its name for messages. */

/** A picked file's name and bytes. */
export interface PickedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** Reads every file of a FileList (in order). */
export async function readPicked(files: FileList | readonly File[]): Promise<PickedFile[]> {
  const out: PickedFile[] = [];
  for (const f of Array.from(files)) out.push({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) });
  return out;
}

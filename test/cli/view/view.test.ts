import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBadInput, fray, tempDir } from '../../helpers/cli.js';
import { demoReplay, MFD_TEAMS, mfdReplay, ok } from './fixtures.js';

/** The data a page carries, read back as the viewer reads it. */
function pageData(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="fray-data">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no data in the page');
  return JSON.parse(m[1] as string) as Record<string, unknown>;
}

/** Asserts a page asks for nothing outside itself: no external script, style, image, frame or address. */
function expectSelfContained(html: string): void {
  expect(html).not.toMatch(/<(link|img|iframe|object|embed)\b/i);
  expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
  expect(html).not.toMatch(/@import|url\(\s*['"]?(https?:|\/\/)/i);
  // No address of another site anywhere but the SVG namespace (a name, not a request).
  expect(html.replace(/http:\/\/www\.w3\.org\/2000\/svg/g, '')).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
  expect(html).toContain("default-src 'none'");
  // Exactly two scripts: the data and the viewer; neither closes early.
  expect(html.match(/<script\b/gi)).toHaveLength(2);
  expect(html.match(/<\/script>/gi)).toHaveLength(2);
}

describe('fray view FILE --out page.html', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
    demoReplay(dir);
    mfdReplay(dir, 7);
    writeFileSync(
      join(dir, 'j.json'),
      ok(['mfd', 'fight', ...MFD_TEAMS, '--seed', '7', '--out-dir', 'out', '--json'], dir),
    );
  });

  it('writes one self-contained page for a Summoner War replay, carrying the replay', () => {
    const r = fray(['view', 'm.json', '--out', 'm.html'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('Wrote m.html.\n');
    const html = readFileSync(join(dir, 'm.html'), 'utf8');
    expectSelfContained(html);
    const data = pageData(html);
    const replay = JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8'));
    expect(data).toMatchObject({ kind: 'summoner', source: 'm.json', title: 'rusher v cloner, seed 1' });
    expect(data.replay).toEqual(replay);
    expect(html).toContain('<title>rusher v cloner, seed 1 \u2014 fray view</title>');
    // Nothing else is left behind (no temporary files).
    expect(readdirSync(dir).sort()).toEqual(['b.json', 'j.json', 'm.html', 'm.json', 'out']);
  });

  it('is the same bytes every time for the same file', () => {
    fray(['view', 'm.json', '--out', 'a.html'], { cwd: dir });
    fray(['view', 'm.json', '--out', 'b.html'], { cwd: dir });
    expect(readFileSync(join(dir, 'a.html'), 'utf8')).toBe(readFileSync(join(dir, 'b.html'), 'utf8'));
  });

  it('writes a page for a Marked for Death replay (fray mfd fight --replay)', () => {
    const r = fray(['view', 'b.json', '--out', 'b.html'], { cwd: dir });
    expect(r.code).toBe(0);
    const html = readFileSync(join(dir, 'b.html'), 'utf8');
    expectSelfContained(html);
    expect(pageData(html)).toMatchObject({ kind: 'mfd', title: 'Marked for Death battle, seed 7' });
  });

  it('writes a page for the start and end of `fray mfd fight --json`', () => {
    const r = fray(['view', 'j.json', '--out', 'j.html'], { cwd: dir });
    expect(r.code).toBe(0);
    const data = pageData(readFileSync(join(dir, 'j.html'), 'utf8'));
    expect(data).toMatchObject({ kind: 'mfd-json', title: 'Marked for Death battle, seed 7 (start and end)' });
    expect(data.battle).toEqual(JSON.parse(readFileSync(join(dir, 'j.json'), 'utf8')));
  });

  it('writes an HTML report as it is', () => {
    const report = '<!DOCTYPE html>\n<html lang="en"><body><p>a report</p></body></html>\n';
    writeFileSync(join(dir, 'r.html'), report);
    const r = fray(['view', 'r.html', '--out', 'copy.html'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'copy.html'), 'utf8')).toBe(report);
  });

  it('keeps names that spell HTML as text: the data cannot close its script element', () => {
    const replay = JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8'));
    replay.players[0].name = '</script><script>alert(1)</script><!--';
    writeFileSync(join(dir, 'evil.json'), JSON.stringify(replay));
    expect(fray(['view', 'evil.json', '--out', 'evil.html'], { cwd: dir }).code).toBe(0);
    const html = readFileSync(join(dir, 'evil.html'), 'utf8');
    expectSelfContained(html);
    expect(html).not.toContain('alert(1)</script>');
    expect((pageData(html).replay as { players: { name: string }[] }).players[0]?.name).toBe(
      '</script><script>alert(1)</script><!--',
    );
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- v cloner');
  });
});

describe('fray view with bad input: one line naming the file, exit code 2, nothing written', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
    demoReplay(dir);
  });
  const bad = (file: string, content: string | undefined, pattern: RegExp, extra: string[] = []) => {
    if (content !== undefined) writeFileSync(join(dir, file), content);
    const before = readdirSync(dir).sort();
    const r = fray(['view', file, '--out', 'never.html', ...extra], { cwd: dir });
    expectBadInput(r, pattern);
    expect(readdirSync(dir).sort()).toEqual(before);
  };

  it('a missing file', () => bad('nope.json', undefined, /^fray: nope\.json: no such file\n$/));
  it('a folder', () => {
    mkdirSync(join(dir, 'folder'), { recursive: true });
    bad('folder', undefined, /^fray: folder: is a directory, not a file\n$/);
  });
  it('JSON of another kind', () =>
    bad(
      'other.json',
      '{"hello": 1}',
      /^fray: other\.json: not something fray view can show: expected a Summoner War replay \(fray summoner match --replay\), a Marked for Death battle \(fray mfd fight --replay or --json\) or an HTML report\n$/,
    ));
  it('plain text', () => bad('notes.txt', 'just some notes\n', /^fray: notes\.txt: not something fray view can show/));
  it('malformed JSON, with line and column', () =>
    bad(
      'broken.json',
      '{\n  "format": "fray-summoner-replay",\n  "seed": 1,,\n}',
      /^fray: broken\.json:3:13: malformed JSON/,
    ));
  it('a replay from a newer fray', () =>
    bad(
      'new.json',
      JSON.stringify({ ...JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8')), version: 9 }),
      /^fray: new\.json: replay version 9 was written by a newer fray/,
    ));
  it('a replay whose events were changed', () => {
    const text = readFileSync(join(dir, 'm.json'), 'utf8').replace('"type":"moved"', '"type":"blocked"');
    bad(
      'tampered.json',
      text,
      /^fray: tampered\.json: turn \d+: step \d+ \(battle\): the events differ from the replay's \(the replay does not match a re-run; fray summoner replay --verify tells more\)\n$/,
    );
  });
  it('a replay whose inputs cannot be played', () => {
    const replay = JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8'));
    replay.steps.splice(1, 1);
    bad(
      'short.json',
      JSON.stringify(replay),
      /^fray: short\.json: turn 1: step 2 cannot be played: expected enhance for seat 0, got enhance for seat 1/,
    );
  });
  it('a replay, or an MFD replay, with a field nested 100,000 levels deep, before parsing it', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    bad(
      'deep.json',
      readFileSync(join(dir, 'm.json'), 'utf8').replace('"events":[', `"events":[${deep},`),
      /^fray: deep\.json:\d+:\d+: nested deeper than 256 levels of arrays and objects/,
    );
    mfdReplay(dir, 7, 'b.json');
    const objects = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    bad(
      'deep-mfd.json',
      readFileSync(join(dir, 'b.json'), 'utf8').replace('"seed":', `"x":${objects},"seed":`),
      /^fray: deep-mfd\.json:\d+:\d+: nested deeper than 256 levels of arrays and objects/,
    );
  });
  it('an MFD replay that does not match a re-run', () => {
    mfdReplay(dir, 7, 'b.json');
    const replay = JSON.parse(readFileSync(join(dir, 'b.json'), 'utf8'));
    replay.seed = 8;
    bad(
      'b8.json',
      JSON.stringify(replay),
      /^fray: b8\.json: round 1: the events differ from a re-run of the battle \(was it written by another version of fray\?\)\n$/,
    );
  });
  it('--out that is not an HTML file', () => {
    const r = fray(['view', 'm.json', '--out', 'page.txt'], { cwd: dir });
    expectBadInput(r, /^fray: --out writes an HTML page; give it a name ending in \.html, got 'page\.txt'\n$/);
    expect(existsSync(join(dir, 'page.txt'))).toBe(false);
  });
  it('a bad --port', () =>
    expectBadInput(
      fray(['view', 'm.json', '--port', '70000'], { cwd: dir }),
      /^error: option '--port <p>' argument '70000' is invalid/,
    ));
  it('no file at all', () => expectBadInput(fray(['view'], { cwd: dir }), /missing required argument 'file'/));
});

describe('fray view --help', () => {
  it('shows examples of the two commands a new user runs', () => {
    const r = fray(['view', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'fray summoner match examples/summoners/rusher.ts examples/summoners/cloner.ts --seed 1 --replay m.json',
    );
    expect(r.stdout).toContain('fray view m.json');
    expect(r.stdout).toContain('--out <page.html>');
  });
});

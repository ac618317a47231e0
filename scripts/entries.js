// The library's entry files are explicit lists of named exports, written by this script from the modules' own doc
// comments, so the public API is decided where each name is declared:
// - a declaration whose doc comment has `@category <Topic>` is public: its system's entry (src/<system>/index.ts,
//   `fray/<system>`) lists it under that topic, and the root entry (src/index.ts, `fray`) lists every system's;
// - every other export is internal: src/internal.ts (`fray/internal`) lists it, for fray's own CLI and studio and for
//   anyone who needs a building block, with no promise that it stays (CHANGELOG.md).
// With --check it only says whether the files are up to date (a test runs that).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The entries, in the order the root entry lists them: each with the introduction its page opens with and the
 * topics its names are grouped by (a name tagged with another topic is an error, so a typo cannot hide a name).
 * `carries` are folders with no entry of their own whose public names this entry lists.
 */
export const ENTRIES = [
  {
    system: 'core',
    carries: ['math'],
    intro: `The building blocks every system stands on, each usable alone in a game: a seedable random stream (\`Rng\`)
with whole numbers, picks and shuffles; results as values (\`Result\`); smooth armour (damage taken = inc²/(inc +
def)); the luck meter that evens out streaks, and Dota's pseudo-random distribution beside it; turn-rate time (a
five-second round split by turn rates); dice pools; a confidence interval; a JSON reader that names line and column;
and exp, log and pow that give the same bits in every JavaScript engine.`,
    topics: ['Randomness', 'Results', 'Armour', 'Luck', 'Time', 'Dice', 'Statistics', 'Input', 'Exact maths'],
  },
  {
    system: 'report',
    intro: `Renderers that return strings: text tables, SVG charts (lines, bars, a stack of them) and self-contained
HTML pages. The systems' reports are made of these; they know no system.`,
    topics: ['Pages', 'Charts', 'Tables'],
  },
  {
    system: 'mfd',
    intro: `Marked for Death mass battles: fighters written with a team file's columns, two teams, rounds of dice pools
with bodyguards, links, buffs and exhaustion, and whole battles; their odds over thousands of battles (sampled, or
exact for a duel); logs, replays and reports.`,
    topics: ['Fighters and teams', 'Battles', 'Odds', 'Team files', 'Replays', 'Reports'],
  },
  {
    system: 'nightsoil',
    intro: `Night Soil RPG combat: mobs with energy stats (life, strength, aim, armour), gear, scrolls and food; the
sigmoid hit chance; swings; duels fought slot by slot on the turn-rate timeline, their odds and an exact prediction
of one exchange; their reports. (The arena, where mobs fight, eat and grow day after day, is in \`fray/internal\`.)`,
    topics: ['Mobs', 'Hit chance', 'Duels', 'Gear, scrolls and food', 'Reports'],
  },
  {
    system: 'skirmish',
    intro: `A small fight built from three of core's parts: sides of combatants on the turn-rate timeline, blows
softened by smooth armour, and rolls evened out by the luck meter; one fight slot by slot, or its odds.`,
    topics: ['Skirmishes', 'Reports'],
  },
  {
    system: 'summoner',
    intro: `Summoner War: bots summon demons on a grid, enhance them and order them into battle. The bot API (what a
bot receives and answers), the pure match reducer, a match loop that drives any bot behind a \`BotPort\`, replays
anyone can verify, round-robin tournaments with ratings, and their reports.`,
    topics: ['Bot API', 'Matches', 'Rules', 'Replays', 'Tournaments', 'Reports'],
  },
  {
    system: 'stool',
    intro: `The Quest for the Golden Stool, the roguelike on Night Soil's rules, without its terminal: a pure reducer
(\`stepGame\`: a state and a command give the next state and what happened), the words for what happened, saves and
replays, a bot that plays, and the screen drawn as text with the keys that play it, so a browser, an AI or a test
drives the same game.`,
    topics: ['Games', 'Commands and events', 'Grid', 'Words', 'Saves', 'Screen', 'Autopilot'],
  },
];

/** The systems with an entry of their own, in the order the root entry lists them. */
export const SYSTEMS = ENTRIES.map((e) => e.system);

const SRC = join(import.meta.dirname, '../src');
const DECL =
  /^export\s+(declare\s+)?(async\s+)?(function\*?|const|let|class|interface|type|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/;

function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) return files(p);
      return p.endsWith('.ts') && !p.endsWith('/index.ts') ? [p] : [];
    });
}

/**
 * The declarations a module exports, in order, each with its doc comment (the block just above it), its kind
 * (`value` or `type`) and its topic (the `@category` tag, or null). `export { X }` lists re-export names defined in
 * another module (api.ts does so for bot authors): the entries take each name from where it is defined, once.
 */
export function declarationsOf(file) {
  const found = [];
  const seen = new Set();
  const lines = readFileSync(file, 'utf8').split('\n');
  let doc = '';
  let docEnds = -2;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*\/\*\*/.test(line)) {
      const start = i;
      while (i < lines.length && !lines[i].includes('*/')) i++;
      doc = lines.slice(start, i + 1).join('\n');
      docEnds = i;
      continue;
    }
    const d = DECL.exec(line);
    if (!d || seen.has(d[4])) continue;
    seen.add(d[4]);
    const comment = docEnds === i - 1 ? doc : '';
    const category = /@category\s+(.+?)\s*(\*\/)?$/m.exec(comment);
    found.push({
      name: d[4],
      kind: d[3] === 'interface' || d[3] === 'type' ? 'type' : 'value',
      declaration: d[3].replace(/\s+/g, ' '),
      doc: comment,
      topic: category ? category[1] : null,
      file,
      line: i + 1,
    });
  }
  return found;
}

/** Every declaration of the library, each with the entry it belongs to (its system) and its module path. */
export function declarations() {
  return ENTRIES.flatMap(({ system, carries = [] }) =>
    [system, ...carries].flatMap((dir) =>
      files(join(SRC, dir)).flatMap((f) => declarationsOf(f).map((d) => ({ ...d, system }))),
    ),
  );
}

/** `./x.js` from `from`'s folder to `file`, as an import specifier. */
function specifier(fromDir, file) {
  const p = relative(fromDir, file).replace(/\.ts$/, '.js');
  return p.startsWith('.') ? p : `./${p}`;
}

/** Export lines for `decls` (from `dir`'s entry file), one value line and one type line per module, in order. */
function exportLines(dir, decls) {
  const byFile = new Map();
  for (const d of decls) byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  return [...byFile].flatMap(([file, ds]) => {
    const values = ds.filter((d) => d.kind === 'value').map((d) => d.name);
    const types = ds.filter((d) => d.kind === 'type').map((d) => d.name);
    const from = specifier(dir, file);
    return [
      ...(values.length > 0 ? [`export { ${values.join(', ')} } from '${from}';`] : []),
      ...(types.length > 0 ? [`export type { ${types.join(', ')} } from '${from}';`] : []),
    ];
  });
}

/** A doc comment from paragraphs of text. */
function comment(text) {
  return ['/**', ...text.split('\n').map((l) => (l === '' ? ' *' : ` * ${l}`)), ' */'].join('\n');
}

const GENERATED =
  '// Generated by scripts/entries.js from the `@category` tags of the modules: edit those, not this file.';

/** The text of one system's entry file: its introduction, then its public names by topic. */
function systemEntry(entry, decls) {
  const dir = join(SRC, entry.system);
  const lines = [GENERATED, comment(`${entry.intro}\n\n@packageDocumentation`)];
  for (const topic of entry.topics) {
    const inTopic = decls.filter((d) => d.topic === topic);
    if (inTopic.length === 0) continue;
    lines.push('', `// ${topic}`, ...exportLines(dir, inTopic));
  }
  return `${lines.join('\n')}\n`;
}

/** The root entry: every system's public names, which must therefore be unique across the library. */
function rootEntry(publicDecls) {
  const lines = [
    GENERATED,
    comment(
      "fray as a library: every system's public names under one name. Each system also has its own entry,\n`fray/<system>`, whose page groups its names by topic.\n\n@packageDocumentation",
    ),
  ];
  for (const { system } of ENTRIES) {
    const ds = publicDecls.filter((d) => d.system === system);
    const values = ds.filter((d) => d.kind === 'value').map((d) => d.name);
    const types = ds.filter((d) => d.kind === 'type').map((d) => d.name);
    if (values.length > 0) lines.push(`export { ${values.join(', ')} } from './${system}/index.js';`);
    if (types.length > 0) lines.push(`export type { ${types.join(', ')} } from './${system}/index.js';`);
  }
  return `${lines.join('\n')}\n`;
}

/** The internal entry: every export that is not public, for fray's own programs; no promise that any stays. */
function internalEntry(internalDecls) {
  const lines = [
    GENERATED,
    comment(
      "fray's building blocks that are not its public API: what its command line and studio share with the systems\n(parsers' pieces, report fragments, the match loop's parts, the roguelike's screen). Any of them may change or go in\nany release; the public entries (`fray`, `fray/<system>`) are the ones CHANGELOG.md and semantic versioning cover.\n\n@packageDocumentation",
    ),
  ];
  for (const { system } of ENTRIES)
    lines.push(
      ...exportLines(
        SRC,
        internalDecls.filter((d) => d.system === system),
      ),
    );
  return `${lines.join('\n')}\n`;
}

/** Problems that stop the entries from being written: unknown topics and names given twice. */
function problemsOf(decls) {
  const problems = [];
  for (const d of decls) {
    const entry = ENTRIES.find((e) => e.system === d.system);
    if (d.topic !== null && !entry.topics.includes(d.topic))
      problems.push(
        `${relative(process.cwd(), d.file)}:${d.line}: '${d.name}' has @category ${d.topic}, not a topic of fray/${d.system} (${entry.topics.join(', ')})`,
      );
  }
  const seen = new Map();
  for (const d of decls) {
    if (seen.has(d.name))
      problems.push(
        `'${d.name}' is exported by ${relative(process.cwd(), seen.get(d.name))} and ${relative(process.cwd(), d.file)}`,
      );
    seen.set(d.name, d.file);
  }
  return problems;
}

/** Every entry file and its text, or the problems that keep them from being written. */
export function entries() {
  const decls = declarations();
  const problems = problemsOf(decls);
  if (problems.length > 0) return { files: [], problems };
  const publicDecls = decls.filter((d) => d.topic !== null);
  return {
    files: [
      ...ENTRIES.map((e) => [
        join(SRC, e.system, 'index.ts'),
        systemEntry(
          e,
          publicDecls.filter((d) => d.system === e.system),
        ),
      ]),
      [join(SRC, 'index.ts'), rootEntry(publicDecls)],
      [join(SRC, 'internal.ts'), internalEntry(decls.filter((d) => d.topic === null))],
    ],
    problems,
  };
}

if (process.argv[1] === import.meta.filename) {
  const check = process.argv.includes('--check');
  const stale = [];
  const { files: written, problems } = entries();
  if (problems.length > 0) {
    process.stderr.write(`entries: not written:\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  for (const [path, text] of written) {
    let old = '';
    try {
      old = readFileSync(path, 'utf8');
    } catch {
      // A missing entry is stale.
    }
    if (old === text) continue;
    stale.push(relative(process.cwd(), path));
    if (!check) writeFileSync(path, text);
  }
  if (check && stale.length > 0) {
    process.stderr.write(`entries: out of date: ${stale.join(', ')}; run node scripts/entries.js\n`);
    process.exit(1);
  }
  if (!check) process.stdout.write(stale.length > 0 ? `wrote ${stale.join(', ')}\n` : 'entries up to date\n');
}

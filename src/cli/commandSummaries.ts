/**
 * What each command group (or lone command) says about itself in one place: its own `--help` and the root help read
 * it from here, so `fray --help` can list every group without loading any group's code (src/cli/program.ts).
 */

/** The description of each top-level command, by name. */
export const COMMAND_SUMMARIES = {
  mfd: 'Marked for Death mass battles: two teams from CSV files, dice pools, bodyguards, links, buffs',
  luck: 'Luck meter: a per-player value in [-200, 200] that tilts percentage rolls after good or bad luck',
  armor: 'Smooth armour: damage taken = inc² / (inc + def). Give --inc and --def for one hit, or use `armor plot`',
  timeline:
    "Turn-rate time: list one round's slots in order (a combatant with rate r acts at 0, 1/r, …, (r-1)/r of the round)",
  skirmish:
    'Fight two sides from a JSON file on the turn-rate timeline: hits rolled through the luck meter, damage through smooth armour (example: examples/skirmish/duel.json)',
  nightsoil: 'Night Soil: sigmoid hit chance, strength as energy, advancement by food; duels and an arena',
  play: 'The Quest for the Golden Stool: a roguelike on the Night Soil rules. Explore four levels, eat to grow, and lift the Golden Stool on the deepest one. Needs a terminal of at least 80 x 24.',
  summoner:
    'Summoner War: bots command demons on a 9 x 17 grid; matches, replays, round-robin tournaments, and checks of a bot',
  view:
    'Watch a Summoner War replay (`fray summoner match --replay`) or a Marked for Death battle (`fray mfd fight --replay`, or the start and end of `--json`) ' +
    'in your browser: serves one page on 127.0.0.1 until Ctrl-C. Also serves an HTML report as it is, opening the replays it links to in the viewer. ' +
    'With --out, writes the page to one self-contained HTML file instead (works offline).',
  studio:
    'Every system of fray in your browser (Marked for Death, the Summoner War playground, Night Soil, the roguelike, the calculators): ' +
    'serves the static site on 127.0.0.1 until Ctrl-C, or copies it into a folder for any static host with --out.',
  worker:
    'Take jobs from a queue and send back their results: Summoner War matches (`summoner tournament --queue`) and chunks of ' +
    'Marked for Death battles (`mfd odds --queue`, `mfd sweep --queue`). Start one on every machine that should help; bots always run ' +
    'sandboxed here, and a bot whose content does not match its hash is refused.',
  queue: 'Look after a queue of `fray worker` processes: its runs, workers and failed jobs, and removing old runs',
  ladder:
    'A Summoner War ladder that runs itself: authors submit bots, matches are played around the clock, ratings with uncertainty, ' +
    'public pages and replays (serve); its authors, status, export and backup; submit and challenge from the command line',
} as const;

/** How the root help shows each top-level command: its name with [options] and its arguments, as commander would. */
export const COMMAND_TERMS: Record<keyof typeof COMMAND_SUMMARIES, string> = {
  mfd: 'mfd',
  luck: 'luck',
  armor: 'armor [options]',
  timeline: 'timeline [options]',
  skirmish: 'skirmish [options] <FILE>',
  nightsoil: 'nightsoil',
  play: 'play [options]',
  summoner: 'summoner',
  view: 'view [options] <file>',
  studio: 'studio [options]',
  worker: 'worker [options]',
  queue: 'queue',
  ladder: 'ladder',
};

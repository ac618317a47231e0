/** The battle log as text, rendered from the teams and the events of a battle. */
import type { MfdEvent } from './events.js';
import { fighterLine } from './fighterReport.js';
import type { BattleState, SideIndex, Teams } from './model.js';
import type { BattleResult } from './runBattle.js';
import { teamStats } from './stats.js';

const TITLES = ['Heroes:\n-------', 'Villains:\n--------'] as const;

/** Lines listing both sides' living fighters and their numbers in `state`. */
function sides(teams: Teams, state: BattleState, out: string[]): void {
  for (const side of [0, 1] as const) {
    out.push(side === 0 ? TITLES[0] : `\n${TITLES[1]}`);
    const team = teams[side];
    const hp = state.hp[side];
    const stats = teamStats(team, hp, state.round);
    let any = false;
    team.fighters.forEach((f, i) => {
      if (hp[i]! <= 0) return;
      any = true;
      out.push(fighterLine(team, f, hp[i]!, stats[i]!));
    });
    if (!any) out.push(' <no survivors>');
  }
}

/** The whole log of a battle: seed, starting sides, every round's swings and survivors, and how it ended. */
export function battleLog(teams: Teams, seed: number, start: BattleState, result: BattleResult): string {
  const out: string[] = [`Seed: ${seed}  (repeat this battle with --seed ${seed})`, '', 'At start of battle, the sides are:', ''];
  sides(teams, start, out);
  const name = (side: SideIndex, i: number) => teams[side].fighters[i]!.name;
  for (const e of result.events) renderEvent(e, teams, name, out);
  out.push('', '', endLine(result));
  return `${out.join('\n')}\n`;

  function renderEvent(e: MfdEvent, t: Teams, n: typeof name, lines: string[]): void {
    switch (e.type) {
      case 'roundStart':
        lines.push('', `\tRound ${e.round}, fight!`);
        break;
      case 'halfStart':
        lines.push('');
        break;
      case 'bodyguard':
        lines.push(`NOTE: ${n(e.side, e.attacker)} tried to attack ${n(other(e.side), e.target)}, but ${n(other(e.side), e.bodyguard)} jumped in the way!`);
        break;
      case 'attack': {
        const a = n(e.side, e.attacker), d = n(other(e.side), e.defender);
        const dice = `(${e.hits} hit${e.hits === 1 ? '' : 's'}, ${e.blocks} blocked)`;
        if (e.damage > 0) {
          const after = e.hpAfter > 0 ? `${d} has ${e.hpAfter} HP left` : `${d} falls!`;
          lines.push(`${a} hit ${d} for ${e.damage} point${e.damage === 1 ? '' : 's'} of damage ${dice}; ${after}`);
        } else lines.push(`${a} swung at ${d} and missed ${dice}.`);
        break;
      }
      case 'alreadyDown':
        lines.push(`${n(e.side, e.attacker)} turned on ${n(other(e.side), e.defender)}, who was already down.`);
        break;
      case 'linkedDeaths':
        lines.push(`${n(other(e.side), e.cause)} was killed, and those linked to them fall too: ${e.victims.map((v) => n(other(e.side), v)).join(', ')}.`);
        break;
      case 'halfEnd':
        lines.push(`\tKilled: ${e.killed.length ? e.killed.map((k) => n(other(e.side), k)).sort().join(', ') : '<no one>'}`);
        break;
      case 'roundEnd':
        lines.push('', ' Round ends.  Survivors are:', '');
        sides(t, { round: e.round, hp: e.hp }, lines);
        break;
    }
  }
}

function other(side: SideIndex): SideIndex {
  return side === 0 ? 1 : 0;
}

/** The closing line: who won and how. */
export function endLine(result: BattleResult): string {
  const r = result.rounds;
  const after = `after ${r} round${r === 1 ? '' : 's'}`;
  switch (result.winner) {
    case 'heroes':
      return `Battle ends! The villains have been eliminated: the heroes win ${after}.`;
    case 'villains':
      return `Battle ends! The heroes have been eliminated: the villains win ${after}.`;
    case 'draw':
      return `Battle ends! Both sides were eliminated in round ${r}: a draw.`;
    case 'none':
      if (result.stalemate) return `Battle ends! Stalemate ${after}: no one left standing can deal damage (every living fighter has 0 offense dice), so no one can win.`;
      return result.capped
        ? `Battle ends! Stopped at the safety cap of ${r} rounds with both sides standing.`
        : `Battle ends! Max number of rounds fought (${r}); both sides still stand.`;
  }
}

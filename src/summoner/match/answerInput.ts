/**
 * A bot's answer as the reducer's input: checked against the API's shapes and made absolute (mirrored back for the
 * second seat), or a fault saying why it is unusable. Shared by the match loop and by whoever asks a bot again with
 * a replay's views (a fork's warm-up, `replay --verify --bots`), so both judge an answer the same way.
 */
import type { Side } from '../../core/side.js';
import type { SeatSetup } from '../rules/setup.js';
import type { PhaseInput } from '../rules/stepMatch.js';
import { faultText } from './faultText.js';
import { parseBattleOrders, parseEnhanceOrders, parseSetupOrder } from './parseOrders.js';
import type { CallResult } from './matchTypes.js';
import { absoluteBattle, absoluteEnhance } from './view.js';

/** A seat's setup from its answer: the order, or a fault when the call failed or the answer is malformed. */
export function setupAnswer(r: CallResult): SeatSetup {
  if (!r.ok) return { fault: faultText(`setup failed: ${r.reason}`) };
  const order = parseSetupOrder(r.value);
  return order.ok
    ? { order: order.value }
    : { fault: faultText(`setup returned a malformed answer: ${order.problem.message}`) };
}

/**
 * The reducer input for a seat's answer to an enhance or battle call: its orders (`raw`, without marks) checked and
 * made absolute, or a fault when the answer is unusable.
 */
export function phaseInput(phase: 'enhance' | 'battle', seat: Side, r: CallResult, raw: unknown): PhaseInput {
  if (!r.ok) return faulted(phase, seat, r.kind, `${phase} failed: ${r.reason}`);
  if (phase === 'enhance') {
    const o = parseEnhanceOrders(raw);
    return o.ok
      ? { type: phase, seat, orders: absoluteEnhance(o.value, seat) }
      : faulted(phase, seat, 'malformed', `enhance returned malformed orders: ${o.problem.message}`);
  }
  const o = parseBattleOrders(raw);
  return o.ok
    ? { type: phase, seat, orders: absoluteBattle(o.value, seat) }
    : faulted(phase, seat, 'malformed', `battle returned malformed orders: ${o.problem.message}`);
}

/** A seat's input with no orders and the fault that voided its answer. */
function faulted(
  phase: 'enhance' | 'battle',
  seat: Side,
  kind: NonNullable<PhaseInput['fault']>['kind'],
  reason: string,
): PhaseInput {
  return { type: phase, seat, orders: [], fault: { kind, reason: faultText(reason) } };
}

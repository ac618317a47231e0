/**
 * What checking a replay proves, in words and as JSON (issue 39): the hash chain proves the play (every input gives
 * the events and state hashes recorded); it does not prove who played: the players' names and code hashes are what
 * the file says. A signature by the organiser's key proves the file is the organiser's, unchanged, names included;
 * asking the bots again (--bots) proves which code played. Each is said for what it is, and nothing more.
 */
import type { SignatureVerdict } from '../replay/replaySignature.js';
import type { Replay } from '../replay/replay.js';

/** What was checked: the play (always, or the replay is refused), the players, and the signature. */
export interface Proof {
  steps: number;
  turns: number;
  /** 'proven' when the bots themselves were asked again and answered as recorded (summoner replay --bots). */
  players: 'claimed' | 'proven';
  signature: SignatureVerdict;
  /** The public key file the signature was checked with (--key), if one was given. */
  keyFile?: string;
}

/** The sentence saying the players are claims, for the text and the JSON alike. */
export const CLAIMS_NOTE =
  "the players' names and code hashes are claims the file makes, not proofs: the hash chain proves the play, not who played it";

/** The players as the file names them, with their code hashes (the first 12 digits), for a sentence. */
function playersText(r: Replay): string {
  return r.players
    .map((p) => `${p.name}${p.sha256 === undefined ? ' (no code hash)' : ` (code ${p.sha256.slice(0, 12)}…)`}`)
    .join(' v ');
}

/** What the signature line says, or nothing for an unsigned replay checked with no key. */
function signatureLine(file: string, proof: Proof): string[] {
  const s = proof.signature;
  if (s.kind === 'unsigned') return [];
  if (s.kind === 'unchecked')
    return [`${file}: signed by key ${s.key}, not checked: give --key FILE.pub to check that it is that key's`];
  if (s.kind === 'valid')
    return [
      `${file}: signed by key ${s.key} (${proof.keyFile ?? 'the key given'}): every byte, names and code hashes included, is as that key's holder wrote it`,
    ];
  // other-key and invalid are refused before anything is told; said here too for a caller that tells them.
  return [`${file}: the signature by key ${s.key} does not check out (${s.kind})`];
}

/** `replay --verify` in words: what is proven, what is only claimed, and the signature. */
export function proofText(file: string, r: Replay, proof: Proof): string {
  const lines = [
    `${file}: verified: ${proof.steps} steps over ${proof.turns} turns; every event and every turn's state hash matches (seed ${r.seed}): the play is proven`,
    proof.players === 'proven'
      ? `${file}: players proven: ${playersText(r)} answered every recorded view as the replay says`
      : `${file}: players claimed, not proven: ${playersText(r)}; ${CLAIMS_NOTE}`,
    ...signatureLine(file, proof),
  ];
  return lines.join('\n');
}

/** The fields `replay --json` adds: what is verified, in so many words. */
export function proofJson(proof: Proof): {
  verified: true;
  verifiedPlay: true;
  verifiedPlayers: boolean;
  claims: string | null;
  signature: null | { key: string; checked: boolean; valid?: boolean };
} {
  const s = proof.signature;
  return {
    verified: true,
    verifiedPlay: true,
    verifiedPlayers: proof.players === 'proven',
    claims: proof.players === 'proven' ? null : CLAIMS_NOTE,
    signature:
      s.kind === 'unsigned'
        ? null
        : s.kind === 'unchecked'
          ? { key: s.key, checked: false }
          : { key: s.key, checked: true, valid: s.kind === 'valid' },
  };
}

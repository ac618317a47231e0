/**
 * Signed replays: an organiser (of a tournament, later a ladder) signs the exact bytes of each replay it writes with
 * its Ed25519 key, so that anyone holding its public key can tell that a replay is the organiser's and unchanged,
 * names and code hashes included, which the replay's own hash chain cannot prove. The signature is the last field of
 * the replay's JSON (`"signature": {"alg", "key", "sig"}`), so a signed replay is still one file any fray reads; it
 * covers the text without that field, byte for byte. Pure: the key's work (signing, checking, the key's fingerprint)
 * comes in as a Signer or a Verifier, which src/adapters/summoner/replayKeys.ts makes with node:crypto.
 */

/** A signature as the replay carries it: the algorithm, the signer key's fingerprint and the signature (base64). */
export interface ReplaySignature {
  alg: 'ed25519';
  /** SHA-256 of the raw 32-byte public key, in 64 lower-case hexadecimal digits. */
  key: string;
  /** The 64-byte Ed25519 signature, base64. */
  sig: string;
}

/** What signs: the fingerprint of its key and a function from a message's bytes to the signature's. */
export interface Signer {
  key: string;
  sign(message: Uint8Array): Uint8Array;
}

/** What checks: the fingerprint of the public key it holds and whether a signature of a message is that key's. */
export interface Verifier {
  key: string;
  verify(message: Uint8Array, signature: Uint8Array): boolean;
}

/** The first line of every signed message: a signature of a replay can never be taken for one of something else. */
export const SIGNATURE_DOMAIN = 'fray-summoner-replay-signature/1\n';

/** The bytes a signature covers: the domain line, then the replay's text without its signature, exactly (UTF-8). */
export function signedMessage(unsigned: string): Uint8Array {
  return new TextEncoder().encode(SIGNATURE_DOMAIN + unsigned);
}

/** The signature field, at the very end of a signed replay's text; strict, so no other text can pass for it. */
const TAIL = /,\n"signature":(\{"alg":"ed25519","key":"[0-9a-f]{64}","sig":"[A-Za-z0-9+/]{86}=="\})(\}\n?)$/;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * `unsigned` (a replay's JSON text, as formatReplay writes it: an object, ending `}` and a line break) with a
 * signature by `signer` as its last field. What `signer.sign` gets is signedMessage(unsigned).
 */
export function signReplay(unsigned: string, signer: Signer): string {
  const end = unsigned.lastIndexOf('}');
  if (end < 0 || unsigned.slice(end + 1).trim() !== '') throw new RangeError('signReplay: not a JSON object');
  const signature: ReplaySignature = {
    alg: 'ed25519',
    key: signer.key,
    sig: toBase64(signer.sign(signedMessage(unsigned))),
  };
  return `${unsigned.slice(0, end)},\n"signature":${JSON.stringify(signature)}${unsigned.slice(end)}`;
}

/** A replay's text split into the text its signature covers and the signature, if it ends with one. */
export function splitSignature(text: string): { unsigned: string; signature?: ReplaySignature } {
  const m = TAIL.exec(text);
  if (m === null) return { unsigned: text };
  return {
    unsigned: text.slice(0, m.index) + (m[2] as string),
    signature: JSON.parse(m[1] as string) as ReplaySignature,
  };
}

/**
 * What a replay's signature says, checked against `verifier` when one is given: none; present but not checked (no
 * key given); by another key; by this key but not over these bytes (changed after signing, or forged); valid.
 */
export type SignatureVerdict =
  | { kind: 'unsigned' }
  | { kind: 'unchecked'; key: string }
  | { kind: 'other-key'; key: string }
  | { kind: 'invalid'; key: string }
  | { kind: 'valid'; key: string };

/** Checks the signature `text` ends with (see SignatureVerdict). */
export function checkSignature(text: string, verifier?: Verifier): SignatureVerdict {
  const { unsigned, signature } = splitSignature(text);
  if (signature === undefined) return { kind: 'unsigned' };
  const key = signature.key;
  if (verifier === undefined) return { kind: 'unchecked', key };
  if (verifier.key !== key) return { kind: 'other-key', key };
  return verifier.verify(signedMessage(unsigned), fromBase64(signature.sig))
    ? { kind: 'valid', key }
    : { kind: 'invalid', key };
}

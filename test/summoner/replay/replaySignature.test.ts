import { generateKeyPairSync, sign, verify } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../src/adapters/summoner/replayKeys.js';
import {
  checkSignature,
  signedMessage,
  signReplay,
  splitSignature,
  SIGNATURE_DOMAIN,
  type Signer,
  type Verifier,
} from '../../../src/summoner/replay/replaySignature.js';

function keys(): { signer: Signer; verifier: Verifier } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const key = fingerprint(publicKey);
  return {
    signer: { key, sign: (m) => sign(null, m, privateKey) },
    verifier: { key, verify: (m, s) => verify(null, m, publicKey, s) },
  };
}

const REPLAY = '{"format":"fray-summoner-replay","players":[{"name":"a"},{"name":"b"}],"steps":[\n{"x":1}\n]}\n';

describe('signed replays', () => {
  const { signer, verifier } = keys();
  const other = keys();

  it('signs the exact text as its last field, still one JSON object, and the signature checks with the key', () => {
    const signed = signReplay(REPLAY, signer);
    expect(signed.startsWith(REPLAY.slice(0, -2))).toBe(true);
    expect(JSON.parse(signed)).toMatchObject({
      players: [{ name: 'a' }, { name: 'b' }],
      signature: { alg: 'ed25519', key: signer.key },
    });
    expect(splitSignature(signed).unsigned).toBe(REPLAY);
    expect(checkSignature(signed, verifier)).toEqual({ kind: 'valid', key: signer.key });
    expect(checkSignature(signed)).toEqual({ kind: 'unchecked', key: signer.key });
    expect(checkSignature(REPLAY, verifier)).toEqual({ kind: 'unsigned' });
    expect(checkSignature(signed, other.verifier)).toEqual({ kind: 'other-key', key: signer.key });
    expect(new TextDecoder().decode(signedMessage(REPLAY))).toBe(SIGNATURE_DOMAIN + REPLAY);
  });

  it('any change to any byte of a signed replay is caught', () => {
    const signed = signReplay(REPLAY, signer);
    const end = signed.indexOf(',\n"signature"');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: end - 1 }), fc.integer({ min: 1, max: 127 }), (at, code) => {
        const c = signed.charCodeAt(at);
        if (c === code) return true;
        const changed = signed.slice(0, at) + String.fromCharCode(code) + signed.slice(at + 1);
        const verdict = checkSignature(changed, verifier).kind;
        return verdict === 'invalid' || verdict === 'unsigned';
      }),
      { seed: 39, numRuns: 300 },
    );
  });

  it('a signature moved, doubled or padded is no signature', () => {
    const signed = signReplay(REPLAY, signer);
    const field = signed.slice(signed.indexOf(',\n"signature"'), -2);
    expect(checkSignature(`${signed.slice(0, -2)} }\n`, verifier)).toEqual({ kind: 'unsigned' });
    expect(checkSignature(`${REPLAY.slice(0, 1)}${field.slice(2)},${REPLAY.slice(1)}`, verifier)).toEqual({
      kind: 'unsigned',
    });
  });
});

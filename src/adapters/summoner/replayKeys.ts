/**
 * An organiser's replay-signing keys on disk (Ed25519, Node's crypto): a new pair written as NAME.key (private, PKCS#8
 * PEM, mode 0600) and NAME.pub (public, SPKI PEM), never over an existing file; and the Signer and Verifier of
 * src/summoner/replay/replaySignature.ts made from them.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { linkSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { fail, ok, type Result } from '../../core/result.js';
import type { Signer, Verifier } from '../../summoner/replay/replaySignature.js';
import { readText } from '../files.js';

/** Key files are a few hundred bytes. */
const MAX_KEY_BYTES = 16 * 1024;

/** A public key's fingerprint: SHA-256 of its raw 32 bytes, in hexadecimal (what a signed replay names). */
export function fingerprint(publicKey: KeyObject): string {
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return createHash('sha256')
    .update(der.subarray(der.length - 32))
    .digest('hex');
}

/** Creates `path` with `content` and `mode`, all at once and only if nothing is there (a temporary file, then a link). */
function createOnly(path: string, content: string, mode: number): Result<void> {
  const tmp = join(dirname(path), `.fray-tmp-${process.pid}-${basename(path)}`);
  try {
    writeFileSync(tmp, content, { mode, flag: 'wx' });
    linkSync(tmp, path);
    return ok(undefined);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail(
      code === 'EEXIST'
        ? 'already exists; choose another name (fray never overwrites a key)'
        : `cannot write it: ${(e as Error).message}`,
      { file: path },
    );
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** Makes a new key pair and writes `base`.key and `base`.pub; the fingerprint of its public key. */
export function writeNewKeyPair(base: string): Result<{ privateFile: string; publicFile: string; key: string }> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const privateFile = `${base}.key`;
  const publicFile = `${base}.pub`;
  const pub = createOnly(publicFile, publicKey.export({ format: 'pem', type: 'spki' }).toString(), 0o644);
  if (!pub.ok) return pub;
  const priv = createOnly(privateFile, privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), 0o600);
  if (!priv.ok) {
    rmSync(publicFile, { force: true });
    return priv;
  }
  return ok({ privateFile, publicFile, key: fingerprint(publicKey) });
}

/** A new Ed25519 private key as PKCS#8 PEM text (what NAME.key holds; a ladder keeps its own in its settings). */
export function newPrivateKeyPem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

/** A private key's Signer with its public key as SPKI PEM text (what NAME.pub holds). */
export interface SigningKey {
  signer: Signer;
  publicPem: string;
}

/** The SigningKey of the Ed25519 private key in `pem`, or a problem (naming `file`, where the text came from). */
export function signingKey(pem: string, file?: string): Result<SigningKey> {
  const key = parseKey(pem, 'private', file);
  if (!key.ok) return key;
  const k = key.value;
  const pub = createPublicKey(k);
  return ok({
    signer: { key: fingerprint(pub), sign: (message) => sign(null, message, k) },
    publicPem: pub.export({ format: 'pem', type: 'spki' }).toString(),
  });
}

/** The Ed25519 key of `kind` in `file` (a PEM written by writeNewKeyPair), or a problem naming the file. */
function readKey(file: string, kind: 'private' | 'public'): Result<KeyObject> {
  const text = readText(file, MAX_KEY_BYTES);
  return text.ok ? parseKey(text.value, kind, file) : text;
}

/** The Ed25519 key of `kind` in the PEM `text`, or a problem naming `file`. */
function parseKey(text: string, kind: 'private' | 'public', file?: string): Result<KeyObject> {
  let key: KeyObject;
  try {
    key = kind === 'private' ? createPrivateKey(text) : createPublicKey(text);
  } catch {
    const name = kind === 'private' ? 'NAME.key' : 'NAME.pub';
    return fail(`is not a ${kind} key (expected the ${name} that \`fray summoner key new NAME\` wrote)`, { file });
  }
  return key.asymmetricKeyType === 'ed25519' ? ok(key) : fail('is not an Ed25519 key', { file });
}

/** The Signer of the private key in `file` (NAME.key), or a problem naming the file. */
export function readSigner(file: string): Result<Signer> {
  const key = readSigningKey(file);
  return key.ok ? ok(key.value.signer) : key;
}

/** The SigningKey of the private key in `file` (NAME.key), or a problem naming the file. */
export function readSigningKey(file: string): Result<SigningKey> {
  const text = readText(file, MAX_KEY_BYTES);
  return text.ok ? signingKey(text.value, file) : text;
}

/** The Verifier of the public key in `file` (NAME.pub), or a problem naming the file. */
export function readVerifier(file: string): Result<Verifier> {
  const key = readKey(file, 'public');
  if (!key.ok) return key;
  const k = key.value;
  return ok({ key: fingerprint(k), verify: (message, signature) => verify(null, message, k, signature) });
}

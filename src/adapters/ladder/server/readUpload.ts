/** A multipart request's fields and its one file, read within the upload bounds (a larger file is refused as it streams). */
import type { FastifyRequest } from 'fastify';
import { fail, ok, type Result } from '../../../core/result.js';
import { MAX_UPLOAD_BYTES } from '../uploadedBot.js';

/** The fields and the file of a submission form. */
export interface Upload {
  fields: Record<string, string>;
  file?: { name: string; bytes: Buffer };
}

/** Reads the parts of `req` (which must be multipart). */
export async function readUpload(req: FastifyRequest): Promise<Result<Upload>> {
  const out: Upload = { fields: {} };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (out.file !== undefined) return fail('send one file');
        out.file = { name: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') out.fields[part.fieldname] = part.value;
    }
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') return fail(`the file is larger than ${MAX_UPLOAD_BYTES} bytes`);
    if (code.startsWith('FST_')) return fail((e as Error).message);
    throw e;
  }
  return ok(out);
}

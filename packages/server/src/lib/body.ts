import {
  ATTACHMENT_MAX_BYTES,
  BPMN_MAX_CHARS,
  ErrorCode,
  importBodySchema,
  wfModelCreateSchema,
  wfModelXmlSchema,
} from '@pocket/contract';
import type { EndpointDef } from '@pocket/contract';
import type { Context } from 'hono';
import { MAX_IMPORT_BYTES } from './excel.ts';
import { ApiError } from './http.ts';
import { t } from './i18n.ts';
import type { Lang } from './i18n.ts';

/** The largest JSON or form body any endpoint takes: 1 MiB (a page of filters, a message of rich
 * text, 1,000 ids are far below it). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** What a multipart body may carry beside its file: boundaries, part headers, small fields. */
export const MULTIPART_SLACK = 64 * 1024;
/** How long a client may take to send a request's body once its headers arrived, beyond
 * what an upload's larger limit needs at MIN_UPLOAD_RATE (`bodyTimeout`). */
export const BODY_TIMEOUT_MS = 30_000;
/** The slowest upload we wait for: 256 KiB/s (a 100 MiB video may take 400 s more). */
export const MIN_UPLOAD_RATE = 256 * 1024;

/** How long the body of an endpoint may take to arrive: the base allowance, plus what its largest
 * allowed body holds beyond a JSON body's limit at MIN_UPLOAD_RATE (JSON: the base; an image:
 * 4 s more; a course video: about 400 s more). */
export function bodyTimeout(limit: { bytes: number }, baseMs: number): number {
  return baseMs + Math.ceil((Math.max(0, limit.bytes - JSON_BODY_LIMIT) / MIN_UPLOAD_RATE) * 1000);
}

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

/** The most bytes an endpoint's body may hold, and how the limit is told to the caller: JSON
 * and forms 1 MiB, an import its xlsx rule (5 MiB), an upload its endpoint's `maxFileBytes`
 * (course media) or the file module's rule (2 MiB). */
export function bodyLimit(def: EndpointDef): { bytes: number; label: string } {
  // A BPMN diagram the modeler saves may hold BPMN_MAX_CHARS characters: the schema, not the
  // body limit, refuses a longer one (a field issue), up to 2 bytes a character.
  if (def.body === wfModelXmlSchema || def.body === wfModelCreateSchema)
    return { bytes: BPMN_MAX_CHARS * 2 + MULTIPART_SLACK, label: mib(BPMN_MAX_CHARS * 2) };
  if (def.bodyType !== 'multipart') return { bytes: JSON_BODY_LIMIT, label: mib(JSON_BODY_LIMIT) };
  const file = def.maxFileBytes ?? (def.body === importBodySchema ? MAX_IMPORT_BYTES : ATTACHMENT_MAX_BYTES);
  return { bytes: file + MULTIPART_SLACK, label: mib(file) };
}

/** A body refused before it was read to its end: the connection closes after the answer, so the
 * rest is never received. */
function refused(c: Context, error: ApiError): ApiError {
  c.header('connection', 'close');
  return error;
}

export const tooLarge = (c: Context, lang: Lang, label: string) =>
  refused(c, new ApiError(ErrorCode.VALIDATION, t(lang, 'bodyTooLarge', { max: label }), 413));

/**
 * Receives a request's body as it arrives, counting bytes: past `limit` it stops reading and
 * answers 413, and a body that is not complete within `timeoutMs` answers 408. Nothing is
 * buffered beyond the limit, and no database work waits on the client meanwhile.
 */
export async function receiveBody(
  c: Context,
  lang: Lang,
  limit: { bytes: number; label: string },
  timeoutMs: number,
): Promise<Uint8Array> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > limit.bytes) throw tooLarge(c, lang, limit.label);
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return new Uint8Array(0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(refused(c, new ApiError(ErrorCode.TIMEOUT, t(lang, 'bodyTimeout'), 408))),
      timeoutMs,
    );
  });
  // A body of a declared length within the limit is read whole: Node's parser delivers no more
  // than the declared length, and the Node adapter then reads the socket straight into a buffer
  // instead of building a web Request and its streams (about 3 % of the server's CPU for a JSON
  // request). Without a length (chunked), the stream is read and counted as it arrives.
  if (declared !== undefined && /^\d+$/.test(declared)) {
    const whole = c.req.raw.arrayBuffer();
    // The read left behind by a refusal fails when the connection closes: nobody waits for it.
    whole.catch(() => undefined);
    try {
      return new Uint8Array(await Promise.race([whole, deadline]));
    } finally {
      clearTimeout(timer);
    }
  }
  const stream = c.req.raw.body;
  if (!stream) {
    clearTimeout(timer);
    return new Uint8Array(0);
  }
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const pending = reader.read();
      // The read left behind by a refusal fails when the connection closes: nobody waits for it.
      pending.catch(() => undefined);
      const { done, value } = await Promise.race([pending, deadline]);
      if (done) break;
      size += value.byteLength;
      if (size > limit.bytes) throw tooLarge(c, lang, limit.label);
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const malformed = (lang: Lang, detail: string, message: string) =>
  new ApiError(ErrorCode.VALIDATION, t(lang, 'validation', { detail }), 400, {
    issues: [{ path: [], code: 'invalid', message }],
  });

/** The received bytes as the value the endpoint's schema checks: JSON, or a form's fields and files. */
export async function decodeBody(
  bytes: Uint8Array,
  def: EndpointDef,
  contentType: string,
  lang: Lang,
): Promise<unknown> {
  if (def.bodyType === 'form' || def.bodyType === 'multipart') {
    if (!/multipart\/form-data|application\/x-www-form-urlencoded/i.test(contentType)) return {};
    const multipart = /multipart\/form-data/i.test(contentType);
    if (multipart && !/;\s*boundary=/i.test(contentType)) {
      throw malformed(lang, t(lang, 'multipartBoundary'), t(lang, 'multipartBoundary'));
    }
    try {
      const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
      const fields: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) fields[key] = value;
      return fields;
    } catch {
      throw malformed(lang, t(lang, 'formMalformed'), t(lang, 'formMalformed'));
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw malformed(lang, 'JSON', 'Malformed JSON');
  }
}

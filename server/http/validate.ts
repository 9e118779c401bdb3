import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { UploadedFile } from '../../common/contract/route';
import { z } from 'zod/mini';
import type { $ZodIssue, $ZodType, output } from 'zod/v4/core';
import { HttpError } from './errors';
import { isMessageKey, type MessageKey } from './messages';

/** Turns zod issues into Laravel's `errors: { field: [key] }`; unknown messages become a generic key. */
export function toFieldErrors(error: { issues: readonly $ZodIssue[] }): Record<string, MessageKey[]> {
  const fieldErrors: Record<string, MessageKey[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const key: MessageKey = isMessageKey(issue.message)
      ? issue.message
      : issue.code === 'too_big'
        ? 'tooLong'
        : issue.code === 'invalid_type'
          ? 'invalidType'
          : 'validationFailed';
    fieldErrors[field] ??= [];
    if (!fieldErrors[field].includes(key)) fieldErrors[field].push(key);
  }
  return fieldErrors;
}

export function parseWith<Schema extends $ZodType>(schema: Schema, input: unknown): output<Schema> {
  const result = z.safeParse(schema, input);
  if (!result.success) {
    const fieldErrors = toFieldErrors(result.error);
    const firstKey = Object.values(fieldErrors)[0]?.[0] ?? 'validationFailed';
    throw new HttpError(422, firstKey, fieldErrors);
  }
  return result.data;
}

/** Far above any JSON payload of the contract; uploads go through their own limits. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const payloadTooLarge = () => new HttpError(413, 'payloadTooLarge', undefined, { Connection: 'close' });

/**
 * The body as text, refused with 413 past `maxBytes` without buffering the rest: an unbounded
 * `c.req.text()` would let anyone holding a CSRF token (every visitor) make the server buffer gigabytes.
 */
export async function readBodyText(c: Context, maxBytes: number): Promise<string> {
  return (await readBodyBytes(c, maxBytes, payloadTooLarge)).toString('utf8');
}

async function readBodyBytes(c: Context, maxBytes: number, tooLarge: () => HttpError): Promise<Buffer> {
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  // A middleware that already read the body left it cached on the request.
  if (c.req.raw.bodyUsed) return Buffer.from(await c.req.arrayBuffer());
  // Under the Node server, read the socket's stream itself: asking the request for `body` makes the adapter build
  // a whole web Request around it first, which cost more than the rest of a small JSON call.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.readableEnded && incoming.readableFlowing === null) return readIncoming(incoming, maxBytes, tooLarge);
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let step: Awaited<ReturnType<typeof reader.read>>;
    try {
      step = await reader.read();
    } catch {
      // The client went away mid-body: nothing to answer, nothing worth a stack trace.
      throw new HttpError(400, 'requestAborted', undefined, { Connection: 'close' });
    }
    const { done, value } = step;
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readIncoming(incoming: IncomingMessage, maxBytes: number, tooLarge: () => HttpError): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of incoming) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      total += buffer.byteLength;
      if (total > maxBytes) throw tooLarge();
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The client went away mid-body: nothing to answer, nothing worth a stack trace.
    throw new HttpError(400, 'requestAborted', undefined, { Connection: 'close' });
  }
  return Buffer.concat(chunks);
}

/** JSON or nothing: a body sent as text/plain or a form is refused, so a cross-site form cannot pose as JSON. */
function isJsonContentType(header: string | undefined): boolean {
  const mediaType = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

/** Reads a JSON body (an empty body counts as `{}`) and validates it with the contract's schema. */
export async function readJson<Schema extends $ZodType>(c: Context, schema: Schema): Promise<output<Schema>> {
  const text = await readBodyText(c, JSON_BODY_MAX_BYTES);
  if (text.trim() !== '' && !isJsonContentType(c.req.header('Content-Type'))) {
    throw new HttpError(415, 'unsupportedMediaType');
  }
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'malformedJson');
    }
  }
  return parseWith(schema, body);
}

/** Reads a multipart body within `maxBytes`; fields keep their last value (`name[]` all of them), files arrive as File. */
export async function readMultipart<Schema extends $ZodType>(
  c: Context,
  schema: Schema,
  maxBytes: number,
  tooLarge: () => HttpError,
): Promise<output<Schema>> {
  // Counted while it arrives, also without a Content-Length (chunked): `c.req.formData()` alone read a body of any
  // size into memory before a limit was looked at. A declared length past the limit is answered before reading.
  const bytes = await readBodyBytes(c, maxBytes, tooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': c.req.header('Content-Type') ?? '' } }).formData();
  } catch {
    form = new FormData();
  }
  const fields: Record<string, string | File | (string | File)[]> = {};
  form.forEach((value, name) => {
    // `files[]` (spec §7 chat) repeats: every value is kept, as a list under the name without brackets.
    if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      const list = fields[key];
      fields[key] = Array.isArray(list) ? [...list, value] : [value];
    } else fields[name] = value;
  });
  return parseWith(schema, fields);
}

/** The names of a z.object's fields that take a file (z.file(), also wrapped in optional). */
function fileFieldsOf(schema: $ZodType): Set<string> {
  type Def = { type?: string; shape?: Record<string, { _zod: { def: Def } }>; innerType?: { _zod: { def: Def } } };
  const shape = (schema as unknown as { _zod: { def: Def } })._zod.def.shape ?? {};
  const names = new Set<string>();
  for (const [name, field] of Object.entries(shape)) {
    let def: Def | undefined = field._zod.def;
    while (def && def.type !== 'file' && def.innerType) def = def.innerType._zod.def;
    if (def?.type === 'file') names.add(name);
  }
  return names;
}

/** Resolves once the stream released its file handle (at once if it already did). */
function closed(stream: WriteStream): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}

export interface UploadLimits {
  /** Where the incoming file is written (created when missing); DATA_DIR/tmp. */
  tmpDir: string;
  /** Largest accepted file in bytes. */
  maxFileBytes: number;
  tooLarge: () => HttpError;
}

/**
 * Reads a multipart body for an 'upload' route: text fields in memory (small, counted), the one file
 * streamed to a temporary file under `tmpDir`, never into memory. Past `maxFileBytes` the reading stops at
 * once, the partial file is deleted and `tooLarge` is thrown. The text fields are validated with the schema;
 * the file field arrives as an UploadedFile. If validation fails the file is deleted before the 422.
 */
export async function readUpload<Schema extends $ZodType>(
  c: Context,
  schema: Schema,
  limits: UploadLimits,
): Promise<Record<string, unknown>> {
  const declared = Number(c.req.header('Content-Length'));
  // Headroom for the boundaries and text fields; answered before anything is read.
  if (Number.isFinite(declared) && declared > limits.maxFileBytes + 1024 * 1024) throw limits.tooLarge();
  const fileFields = fileFieldsOf(schema);
  const fields: Record<string, unknown> = {};
  let uploaded: { field: string; file: UploadedFile } | null = null;
  const contentType = c.req.header('Content-Type') ?? '';
  const body = c.req.raw.body;
  if (body && /^multipart\/form-data\b/i.test(contentType)) {
    await mkdir(limits.tmpDir, { recursive: true });
    const source = Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);
    // Every temporary file opened for this request, with its handle: a failure closes them all before the files
    // are deleted. An aborted body only unpipes the parser, so a file stream left to itself never ends, its
    // pipeline never settles and the handle stays open for good (a few hundred hang-ups used up the descriptors).
    const sinks: { target: string; stream: Readable; sink: WriteStream }[] = [];
    try {
      uploaded = await new Promise<{ field: string; file: UploadedFile } | null>((resolve, reject) => {
        let parser: busboy.Busboy;
        try {
          parser = busboy({
            headers: { 'content-type': contentType },
            limits: { fileSize: limits.maxFileBytes, files: 4, fields: 50, fieldSize: 64 * 1024, parts: 60 },
          });
        } catch {
          resolve(null);
          return;
        }
        let result: { field: string; file: UploadedFile } | null = null;
        const writes: Promise<void>[] = [];
        let failed = false;
        const fail = (error: HttpError) => {
          if (failed) return;
          failed = true;
          source.unpipe(parser);
          // Not within busboy's own 'limit' event: it still touches the file stream after emitting it.
          process.nextTick(() => {
            source.destroy();
            parser.destroy();
            for (const { stream, sink } of sinks) {
              stream.destroy();
              sink.destroy();
            }
            reject(error);
          });
        };
        parser.on('field', (name, value, info) => {
          if (info.valueTruncated) fail(new HttpError(422, 'tooLong', { [name]: ['tooLong'] }));
          else fields[name] = value;
        });
        parser.on('file', (name, stream, info) => {
          if (failed || !fileFields.has(name) || result) {
            stream.resume();
            return;
          }
          const target = path.join(limits.tmpDir, `upload-${randomBytes(12).toString('hex')}.part`);
          const sink = createWriteStream(target);
          sinks.push({ target, stream, sink });
          const file: UploadedFile = { path: target, size: 0, fileName: info.filename ?? '', mimeType: info.mimeType };
          result = { field: name, file };
          stream.on('data', (chunk: Buffer) => {
            file.size += chunk.length;
          });
          stream.on('limit', () => fail(limits.tooLarge()));
          const writing = pipeline(stream, sink);
          // Awaited in 'close'; after a failure nobody awaits it, and its rejection must not go unhandled.
          writing.catch(() => undefined);
          writes.push(writing);
        });
        parser.on('error', () => fail(new HttpError(400, 'requestAborted', undefined, { Connection: 'close' })));
        parser.on('close', () => {
          if (failed) return;
          Promise.all(writes).then(
            () => resolve(result),
            () => fail(new HttpError(400, 'requestAborted', undefined, { Connection: 'close' })),
          );
        });
        source.on('error', () => fail(new HttpError(400, 'requestAborted', undefined, { Connection: 'close' })));
        source.pipe(parser);
      });
      // A file input left empty arrives as a nameless part of no bytes: that is no file at all.
      if (uploaded && uploaded.file.size === 0 && uploaded.file.fileName === '') {
        await rm(uploaded.file.path, { force: true });
        uploaded = null;
      }
    } catch (error) {
      await Promise.all(sinks.map(({ sink }) => closed(sink)));
      await Promise.all(sinks.map(({ target }) => rm(target, { force: true })));
      throw error;
    }
  }
  const candidate: Record<string, unknown> = { ...fields };
  for (const name of fileFields) delete candidate[name];
  if (uploaded) candidate[uploaded.field] = new File([], uploaded.file.fileName || 'upload');
  try {
    const parsed = parseWith(schema, candidate) as Record<string, unknown>;
    if (uploaded) parsed[uploaded.field] = uploaded.file;
    return parsed;
  } catch (error) {
    if (uploaded) await rm(uploaded.file.path, { force: true });
    throw error;
  }
}

import { pipeline, Readable } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Up to this size an answer is compressed on the spot (brotli 5 takes ~0.1 ms for 8 KB); a larger one as a stream
 * through libuv's threads, so that a page of 50 KB does not hold the other requests for a millisecond. The size
 * @fastify/compress chose for two cores.
 */
const SYNC_MAX_BYTES = 8 * 1024;

/** What text compresses: JSON (and its +json kinds), text, JavaScript, XML, SVG. Images and PDFs are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/** The encodings a request accepts (`q=0` excluded), lower-cased; `*` and `x-gzip` count as gzip. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (typeof header === 'string' ? header : '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!name || (q && Number(q.slice(2)) === 0)) continue;
    accepted.add(name === '*' || name === 'x-gzip' ? 'gzip' : name);
  }
  return accepted;
}

type Done = (error: Error | null, payload?: unknown) => void;

/**
 * Compresses an answer for a client that accepts it (brotli, else gzip), called from the app's one onSend hook
 * (app.ts, decision 0798): a JSON answer, an HTML page, the OpenAPI document, when it is text of 1 KB or more that is
 * not compressed already. Such an answer, when a cache may keep it, says `Vary: Accept-Encoding` whether it was
 * compressed or not, so that a shared cache keeps the two apart (a postal code's answer is cached publicly for a day). A stream of text (a static
 * file the build did not compress ahead) is compressed as it goes; the build's own .br and .gz files already say
 * their encoding. Returns whether it handed on a stream (true) or the whole answer, written once `done` returns.
 */
export function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done): boolean {
  const text = typeof payload === 'string';
  // Text of fewer than a third of the threshold in UTF-16 units is under it in bytes (three at most a unit): most API
  // answers go from here, without measuring their bytes or asking their headers (issue 32).
  if (text && payload.length * 3 < COMPRESS_MIN_BYTES) {
    done(null, payload);
    return false;
  }
  const stream = !text && isStream(payload);
  if ((!text && !stream && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding')) {
    done(null, payload);
    return stream;
  }
  const size = text ? Buffer.byteLength(payload) : stream ? Infinity : payload.length;
  const type = reply.getHeader('content-type');
  if (size < COMPRESS_MIN_BYTES || typeof type !== 'string' || !COMPRESSIBLE.test(type)) {
    done(null, payload);
    return stream;
  }
  // Vary tells a cache which request headers chose the answer; an answer no cache may keep (`no-store`: the API's
  // account data) needs none (RFC 9111 §4.1, decision 0802), and each header costs every answer its writing.
  const caching = reply.getHeader('cache-control');
  if (typeof caching !== 'string' || !caching.includes('no-store')) {
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!/\baccept-encoding\b/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  }
  const header = request.headers['accept-encoding'];
  if (header === undefined) {
    done(null, payload);
    return stream;
  }
  const accepted = acceptedEncodings(header);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (!encoding) {
    done(null, payload);
    return stream;
  }
  if (size <= SYNC_MAX_BYTES) {
    const body = text ? Buffer.from(payload) : (payload as Buffer);
    const compressed = encoding === 'br' ? brotliCompressSync(body, brotliOptions(size)) : gzipSync(body, GZIP);
    reply.header('content-encoding', encoding).header('content-length', compressed.length);
    done(null, compressed);
    return false;
  }
  // Larger, or a stream (a file served by @fastify/static that the build did not compress ahead, as the API docs'
  // scripts): compressed as it is sent, on libuv's threads. Fastify writes such an answer's head only with its first
  // bytes, so an async handler that calls `reply.send` must return the reply (Fastify's rule): one that returns
  // undefined instead has Fastify send that as a second answer, which fails the first.
  reply.header('content-encoding', encoding).removeHeader('content-length');
  const source = stream ? payload : Readable.from([text ? Buffer.from(payload) : payload]);
  const compressor = encoding === 'br' ? createBrotliCompress(brotliOptions(stream ? 0 : size)) : createGzip(GZIP);
  done(
    null,
    pipeline(source, compressor, () => undefined),
  );
  return true;
}

/**
 * Brotli 5: a signed-in account page of ~51 KB becomes ~11 KB in ~1 ms (brotli 11 would save another 1 KB for ~70 ms:
 * not per request).
 */
const brotliOptions = (size: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, ...(size ? { [constants.BROTLI_PARAM_SIZE_HINT]: size } : {}) },
});

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';
const GZIP: ZlibOptions = { level: 6 };

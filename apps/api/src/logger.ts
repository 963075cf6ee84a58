import pino from 'pino';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Paths pino removes from every log line: credentials, codes, tokens and cookies never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-manage-profile-update-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.new_password_verification',
  '*.otp',
  '*.code',
  '*.token',
  '*.passwordHash',
];

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[oculto]' } }, destination);
}

/** The logger of a request's own lines: the root's child bound to the request's id (`reqId`), made when one is written. */
export type RequestLog = (request: { id: string }) => pino.Logger;

export function requestLogs(root: pino.Logger): RequestLog {
  return (request) => root.child({ reqId: request.id });
}

/** What a line says of a request (Fastify's own serializer's fields). */
const requestFields = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url,
  version: request.headers['accept-version'],
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * Fastify's own lines about each request (incoming, completed, errors it handles), written by the shop's logger with
 * the request's id, as Fastify writes them with a logger of its own (decision 0803). Fastify is given no logger: with
 * one it makes a child logger for every request and listens for every response's end (≈ 4 k instructions a request,
 * issue 32, measured), whether or not a line is written. `request.log` is therefore silent (the lint forbids it):
 * the shop's code writes a request's lines through `RequestLog`.
 */
export class ShopLogController extends LogController {
  readonly #root: pino.Logger;
  readonly #log: RequestLog;
  readonly #info: number;
  constructor(root: pino.Logger) {
    super();
    this.#root = root;
    this.#log = requestLogs(root);
    this.#info = root.levels.values.info!;
  }
  /** The root writes info lines (its level read each time: it may be changed while running). */
  #infoOn() {
    return this.#root.levelVal <= this.#info;
  }
  override incomingRequest(request: FastifyRequest) {
    if (this.#infoOn()) this.#log(request).info({ req: requestFields(request) }, 'incoming request');
  }
  /** An answer has gone (the app calls this, app.ts): its line, at info, with its duration in ms. */
  completed(request: FastifyRequest, reply: FastifyReply, responseTime: number) {
    if (this.#infoOn())
      this.#log(request).info({ res: { statusCode: reply.statusCode }, responseTime }, 'request completed');
  }
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    const responseTime = Number(metadata?.responseTime ?? 0);
    if (!error) return this.completed(request, reply, responseTime);
    this.#log(request).error({ res: { statusCode: reply.statusCode }, err: error, responseTime }, 'request errored');
  }
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (reply.statusCode >= 500)
      this.#log(request).error(
        { req: requestFields(request), res: { statusCode: reply.statusCode }, err: error },
        error?.message,
      );
    else this.#log(request).info({ res: { statusCode: reply.statusCode }, err: error }, error?.message);
  }
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE')
      this.#log(request).info({ res: { statusCode: reply.statusCode } }, 'stream closed prematurely');
    else this.#log(request).warn({ err: error }, 'response terminated with an error with headers already sent');
  }
  override routeNotFound(request: FastifyRequest) {
    this.#log(request).info(`Route ${request.raw.method}:${request.raw.url} not found`);
  }
  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply) {
    this.#log(request).warn(
      { req: requestFields(request), res: { statusCode: reply.statusCode }, err: error },
      error?.message,
    );
  }
  override serializerError(
    error: Error,
    request: FastifyRequest,
    _reply: FastifyReply,
    metadata: { statusCode: number },
  ) {
    this.#log(request).error(
      { err: error, statusCode: metadata.statusCode },
      'The serializer for the given status code failed',
    );
  }
  override serviceUnavailable() {
    this.#root.info(
      { res: { statusCode: 503 } },
      'request aborted - refusing to accept new requests as server is closing',
    );
  }
}

import type { FastifyReply } from 'fastify';

/** An error a caller should see: its status and a Spanish message (and per-field details for forms). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function sendError(reply: FastifyReply, err: HttpError) {
  if (err.headers) reply.headers(err.headers);
  return reply.code(err.statusCode).send({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
}

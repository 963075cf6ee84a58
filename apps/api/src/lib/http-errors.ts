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

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new HttpError(400, message, errors);
export const conflict = (message: string, path?: string) =>
  new HttpError(409, message, path ? [{ path, message }] : undefined);

export function sendError(reply: FastifyReply, err: HttpError) {
  if (err.headers) reply.headers(err.headers);
  return reply.code(err.statusCode).send({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
}

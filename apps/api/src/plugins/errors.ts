import type { FastifyReply } from 'fastify';
import type { AnyApp } from '../http';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@shop/contracts/messages';
import { HttpError, sendError } from '../lib/http-errors';

/** Maps every failure to a status and a Spanish `message`, the same shape for all routes. */
export function registerErrorHandling(app: AnyApp) {
  app.setErrorHandler((err, request, reply: FastifyReply) => {
    if (err instanceof HttpError) return sendError(reply, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? messages.generic.invalidBody,
      }));
      const first = errors[0];
      const message = first && first.message ? first.message : messages.generic.invalidBody;
      return reply.code(400).send({ message, errors });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err: err.cause }, 'response does not match its schema');
      return reply.code(500).send({ message: messages.generic.later });
    }
    const code = (err as { code?: string }).code;
    const status = (err as { statusCode?: number }).statusCode;
    if (
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return reply.code(400).send({ message: messages.generic.invalidJson });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: messages.generic.bodyTooLarge });
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send({ message: messages.generic.unsupportedMediaType });
    if (status === 429) return reply.code(429).send({ message: messages.generic.tooManyRequests });
    if (status && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: status === 404 ? messages.generic.notFound : messages.generic.invalidBody });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: messages.generic.later });
  });
}

import type { AnyApp } from '../app';
import helmet from 'helmet';
import { messages } from '@shop/contracts/messages';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers, the same-origin rule for state-changing requests (docs/decisions/0003-sessions-and-csrf.md)
 * and `Cache-Control: no-store` on API answers, which carry account data.
 */
export async function registerSecurity(app: AnyApp, options: { production: boolean }) {
  // Helmet's middleware is built once here. @fastify/helmet rebuilt it (re-parsing the CSP directives) on
  // every request, ~5 % of the server's CPU under load (docs/decisions/0008-request-overhead.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));

  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost === null || originHost !== request.host) {
        return reply.code(403).send({ message: messages.generic.crossOrigin });
      }
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      return reply.code(403).send({ message: messages.generic.crossOrigin });
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

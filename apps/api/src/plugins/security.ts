import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyApp } from '../http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { messages } from '@shop/contracts/messages';
import { BOOT_SCRIPT_CSP } from '../boot-script';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers, the same-origin rule for state-changing requests (docs/decisions/0003-sessions-and-csrf.md)
 * and `Cache-Control: no-store` on API answers, which carry account data.
 */
export async function registerSecurity(
  app: AnyApp,
  options: { production: boolean; frameOrigins?: string[]; connectOrigins?: string[] },
) {
  // Helmet's headers are computed once here and set as one constant set on every response. @fastify/helmet
  // rebuilt helmet (re-parsing the CSP directives) on every request, ~5 % of the server's CPU under load, and
  // running the built middleware chain per request still cost ~4 % (docs/decisions/0008-request-overhead.md).
  const securityHeaders = staticHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The account pages' one inline script, by its hash (apps/api/src/boot-script.ts).
          scriptSrc: ["'self'", BOOT_SCRIPT_CSP],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
          frameSrc: ["'self'", ...(options.frameOrigins ?? [])],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
      hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  // One synchronous hook per request (issue 32): the constant headers, then the same-origin rule for writes.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(securityHeaders);
    if (STATE_CHANGING.has(request.method) && !sameOrigin(request)) {
      void reply.code(403).send({ message: messages.generic.crossOrigin });
      return;
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/** A state-changing request from this site: its Origin names this host, or without one it is not cross-site. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a request-independent middleware sets, captured once. Helmet's are constant for our options
 * (no per-request CSP nonce); auth.test.ts checks the whole set on real responses.
 */
export function staticHeaders(middleware: HeaderMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failed: unknown;
  middleware(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err) => (failed = err),
  );
  if (failed instanceof Error) throw failed;
  if (failed) throw new Error('helmet middleware failed');
  return headers;
}

/** The origins the account pages may embed in an iframe: the partner wallet's, when it is on another site. */
export function frameOrigins(...urls: string[]): string[] {
  return urls.flatMap((url) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []));
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { messages } from '@shop/contracts/messages';
import { BOOT_SCRIPT_CSP } from '../boot-script';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What security needs of every request, called from the app's own hooks (app.ts), synchronous. */
export interface SecurityHooks {
  /** onRequest: a state-changing request from another site is answered 403 (true: the request is answered). */
  refusedCrossSite(request: FastifyRequest, reply: FastifyReply): boolean;
  /** onSend: the answer's security headers, and `no-store` on an API answer that sets no caching of its own. */
  setHeaders(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * Security headers, the same-origin rule for state-changing requests (docs/decisions/0003-sessions-and-csrf.md)
 * and `Cache-Control: no-store` on API answers, which carry account data.
 */
export function securityHooks(options: {
  production: boolean;
  frameOrigins?: string[];
  connectOrigins?: string[];
}): SecurityHooks {
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
  // The API's JSON answers are data, never a document: they carry the headers that still mean something for data
  // (what GitHub's and OWASP's REST guidance send: nothing may load or frame it, no sniffing, no cross-origin embedding,
  // HSTS in production), not helmet's document set, whose other eight headers only a browser page reads. That took
  // ~480 bytes off every API answer (894 bytes of headers on a postal-code answer before, 401 on its 404 after; decision 0793).
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(securityHeaders['strict-transport-security']
      ? { 'strict-transport-security': securityHeaders['strict-transport-security'] }
      : {}),
  };
  const documentHeaders = Object.entries(securityHeaders);
  // An API answer that names no caching of its own is not stored anywhere (it carries account data).
  const apiHeadersNoStore: Record<string, string> = { ...apiHeaders, 'cache-control': 'no-store' };

  // Called from the app's own hooks (app.ts: one hook per stage, issue 32), synchronous: the same-origin rule for
  // writes before anything runs, and the headers once the answer is known (a route's own header, e.g. a sandbox
  // page's CSP, is kept).
  return {
    refusedCrossSite(request, reply) {
      if (!STATE_CHANGING.has(request.method) || sameOrigin(request)) return false;
      void reply.code(403).send({ message: messages.generic.crossOrigin });
      return true;
    },
    setHeaders(request, reply) {
      // JSON text of an API route (lib/json-text.ts): its caching is known without asking the answer's headers.
      const caching = reply.jsonTextCaching;
      if (caching !== null) {
        if (!caching) return void reply.headers(apiHeadersNoStore);
        reply.headers(apiHeaders);
        return void reply.header('cache-control', caching);
      }
      const url = request.url;
      const api = url.startsWith('/api/') && !url.startsWith('/api/docs');
      const type = reply.getHeader('content-type');
      // A JSON answer of the API: its set in one call, each header once (no route sets its own of these on JSON, only
      // on images and pages, which take the branch below); a route's own caching is kept. Issue 32: this runs on every
      // answer, and each lookup of a header Fastify does not hold asks Node's response too, lower-casing the name twice.
      if (api && typeof type === 'string' && type.startsWith('application/json')) {
        reply.headers(reply.hasHeader('cache-control') ? apiHeaders : apiHeadersNoStore);
        return;
      }
      for (const [name, value] of documentHeaders) if (!reply.hasHeader(name)) reply.header(name, value);
      if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    },
  };
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

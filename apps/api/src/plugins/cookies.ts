import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyApp } from '../http';

/** What a cookie the shop sets may say beyond its name and value. */
export interface CookieOptions {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
  expires?: Date;
  maxAge?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies by name, read from its Cookie header the first time they are asked for. */
    readonly cookies: Record<string, string | undefined>;
    /** The parsed cookies once read (`cookies`' cache). */
    parsedCookies: Record<string, string | undefined> | null;
  }
  interface FastifyReply {
    /** Adds a Set-Cookie header to the answer. */
    setCookie(name: string, value: string, options: CookieOptions): FastifyReply;
    /**
     * Tells the browser to forget a cookie (empty, expired), with the attributes it was set with: a browser takes a
     * `__Host-` cookie's removal only when it is Secure with Path=/ (the production session cookie).
     */
    clearCookie(name: string, options: CookieOptions): FastifyReply;
  }
}

const NO_COOKIES: Record<string, string | undefined> = Object.freeze({});

/**
 * Cookies read when a route asks for them and written as Set-Cookie headers (decision 0796). It replaces
 * @fastify/cookie, which parsed every request's Cookie header in an onRequest hook and kept a Map per reply for an
 * onSend hook, two hooks and two objects on every request, most of which read no cookie (issue 32).
 */
export function registerCookies(app: AnyApp) {
  app.decorateRequest('parsedCookies', null);
  app.decorateRequest('cookies', {
    getter(this: FastifyRequest) {
      if (this.parsedCookies) return this.parsedCookies;
      const header = this.headers.cookie;
      return (this.parsedCookies = header ? parseCookie(header) : NO_COOKIES);
    },
  });
  app.decorateReply('setCookie', function (this: FastifyReply, name: string, value: string, options: CookieOptions) {
    return this.header('set-cookie', stringifySetCookie({ name, value, ...options }));
  });
  app.decorateReply('clearCookie', function (this: FastifyReply, name: string, options: CookieOptions) {
    return this.header(
      'set-cookie',
      stringifySetCookie({ name, value: '', ...options, expires: new Date(0), maxAge: 0 }),
    );
  });
}

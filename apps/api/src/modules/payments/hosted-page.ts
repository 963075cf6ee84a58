import { formatMoney } from '@shop/domain/money';
/** Minimal HTML for the providers' hosted pages (no scripts: plain forms, so the CSP stays strict). */
import type { FastifyReply } from 'fastify';
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function hostedPage(title: string, provider: string, body: string) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · ${esc(provider)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f2f4f7;margin:0;color:#1d2330}main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 10px #0001}
h1{font-size:1.3rem}.sandbox{background:#fff4d6;border:1px solid #e6c35c;padding:.5rem .75rem;border-radius:8px;font-size:.85rem}
button{font:inherit;padding:.7rem 1rem;border-radius:8px;border:0;margin:.25rem 0;width:100%;cursor:pointer;background:#1a56db;color:#fff}button.secondary{background:#e4e7ec;color:#1d2330}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}code{font-size:1.05rem}</style></head>
<body><main><p class="sandbox">Entorno de pruebas de ${esc(provider)}: ningún cargo es real.</p><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

const BASE_ORIGIN = 'http://shop.invalid';

/**
 * Only same-origin paths: the value is resolved by the URL parser against a stand-in origin (as a browser
 * would resolve it against ours, after dropping tabs and new lines and reading '\\' as '/'), and kept only
 * when it stays on that origin and starts with a single '/'. Anything else ('//evil', '/\\evil',
 * '/\t/evil', 'https:…', encoded variants) gives the fallback.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return fallback;
  // Control characters and backslashes are never part of a path we send anyone to.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised path must not open with '//' (nor its encoded forms, which some servers decode).
  if (!path.startsWith('/') || /^\/(\/|%2f|%5c)/i.test(path)) return fallback;
  return path;
}

export const formatCentavos = formatMoney;

/**
 * Sends a hosted page. Its forms post back to this site; with the site-wide 'no-referrer' policy the
 * browser would send `Origin: null` and the same-origin check would refuse them, so these pages ask for
 * 'same-origin' (the origin is sent to this site only).
 */
export function sendPage(reply: FastifyReply, html: string) {
  return reply.header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(html);
}

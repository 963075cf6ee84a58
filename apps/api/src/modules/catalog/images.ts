/**
 * Product pictures drawn by the shop itself (no downloaded images): an SVG per product and view, from its
 * category, department and colour. Deterministic, so the browser may cache them for long.
 */
import type { ProductRow } from '@shop/db/schema/index';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function shade(hex: string, amount: number) {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  const r = clamp(((n >> 16) & 255) + amount);
  const g = clamp(((n >> 8) & 255) + amount);
  const b = clamp((n & 255) + amount);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function shoe(color: string, kind: string, flip: boolean) {
  const dark = shade(color, -55);
  const light = shade(color, 60);
  const heel = kind.includes('tacón') || kind.includes('zapatilla') || kind.includes('stiletto');
  const boot = kind.includes('bota') || kind.includes('botín');
  const sneaker = kind.includes('tenis');
  const sole = sneaker ? '#f4f4f4' : dark;
  let body: string;
  if (heel) {
    body = `<path d="M50 300 C50 276 90 262 140 258 C175 256 190 246 215 236 C250 222 285 196 310 196 C326 196 332 210 330 228 L322 238 C280 244 200 290 140 300 Z" fill="${color}"/>
      <path d="M140 258 C170 262 195 252 215 236" stroke="${light}" stroke-width="5" fill="none"/>
      <path d="M300 236 L322 236 L316 304 L309 304 Z" fill="${dark}"/>
      <path d="M50 302 L140 302 C200 292 270 250 322 238" stroke="${dark}" stroke-width="5" fill="none"/>`;
  } else if (boot) {
    body = `<path d="M150 60 L262 60 L266 196 C312 202 350 224 356 262 L58 262 C58 232 92 210 150 200 Z" fill="${color}"/>
      <path d="M150 60 L262 60 L262 78 L150 78 Z" fill="${dark}"/>
      <path d="M170 110 L240 110 M170 140 L240 140 M170 170 L240 170" stroke="${light}" stroke-width="5"/>
      <rect x="52" y="262" width="308" height="24" rx="6" fill="${sole}"/><rect x="270" y="286" width="70" height="14" fill="${dark}"/>`;
  } else {
    body = `<path d="M52 262 C52 222 98 204 150 196 C176 168 206 150 244 150 C268 150 282 160 290 176 C316 184 342 212 350 262 Z" fill="${color}"/>
      <path d="M52 262 C52 236 74 218 104 210 L120 262 Z" fill="${dark}"/>
      <path d="M290 176 C300 160 318 158 326 168 L330 200 Z" fill="${dark}"/>
      ${[0, 1, 2, 3].map((i) => `<path d="M${168 + i * 22} ${192 - i * 9} L${186 + i * 22} ${204 - i * 9}" stroke="${light}" stroke-width="6" stroke-linecap="round"/>`).join('')}
      ${sneaker ? `<path d="M180 240 C220 214 262 206 300 214" stroke="${light}" stroke-width="8" fill="none" stroke-linecap="round"/>` : ''}
      <rect x="46" y="262" width="310" height="${sneaker ? 26 : 16}" rx="10" fill="${sole}" stroke="${shade(sole, -40)}" stroke-width="2"/>`;
  }
  return `<g transform="${flip ? 'translate(400 0) scale(-1 1)' : ''}">${body}</g>`;
}

function garment(color: string, kind: string) {
  if (kind.includes('vestido') || kind.includes('falda'))
    return `<path d="M160 60 L240 60 L250 120 L320 330 L80 330 L150 120 Z" fill="${color}"/><rect x="150" y="115" width="100" height="12" fill="${shade(color, -40)}"/>`;
  if (kind.includes('pantalón') || kind.includes('jeans'))
    return `<path d="M120 50 L280 50 L300 340 L215 340 L200 140 L185 340 L100 340 Z" fill="${color}"/><rect x="120" y="50" width="160" height="18" fill="${shade(color, -40)}"/>`;
  if (kind.includes('bolsa') || kind.includes('mochila'))
    return `<path d="M140 130 C140 70 260 70 260 130" stroke="${shade(color, -50)}" stroke-width="14" fill="none"/><rect x="90" y="130" width="220" height="190" rx="24" fill="${color}"/>`;
  return `<path d="M130 60 L170 50 C185 75 215 75 230 50 L270 60 L340 120 L300 160 L275 140 L275 330 L125 330 L125 140 L100 160 L60 120 Z" fill="${color}"/>`;
}

function guide() {
  return `<rect x="80" y="70" width="240" height="250" rx="10" fill="#fff" stroke="#333" stroke-width="4"/>
    ${Array.from({ length: 18 }, (_, i) => `<rect x="${110 + i * 10}" y="230" width="${i % 3 === 0 ? 6 : 3}" height="60" fill="#111"/>`).join('')}
    <rect x="110" y="100" width="180" height="14" fill="#ccc"/><rect x="110" y="130" width="120" height="14" fill="#ccc"/>`;
}

export function productSvg(
  product: Pick<ProductRow, 'name' | 'category' | 'colorHex' | 'isDigital'>,
  view: number,
): string {
  const kind = product.name.toLowerCase();
  const color = product.colorHex;
  const art = product.isDigital
    ? guide()
    : product.category === 'calzado'
      ? shoe(color, kind, view % 2 === 0)
      : garment(color, kind);
  const bg = view % 2 === 0 ? '#f3efe9' : '#f7f7f7';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${esc(product.name)}"><title>${esc(product.name)}</title><rect width="400" height="400" fill="${bg}"/>${art}</svg>`;
}

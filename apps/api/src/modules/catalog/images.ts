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
  const sole = kind.includes('tenis') ? '#f4f4f4' : shade(color, -60);
  const heel = kind.includes('tacón') || kind.includes('zapatilla');
  const boot = kind.includes('bota');
  const body = heel
    ? `<path d="M70 250 C120 250 170 215 220 175 L250 160 C270 150 300 160 320 185 L330 250 Z" fill="${color}"/>
       <path d="M300 250 L320 250 L315 320 L305 320 Z" fill="${shade(color, -50)}"/>`
    : boot
      ? `<path d="M150 70 L250 70 L255 190 C300 195 340 215 350 255 L60 255 C60 225 90 205 150 195 Z" fill="${color}"/>`
      : `<path d="M60 250 C60 205 110 190 160 180 C190 150 230 140 260 150 C300 165 330 200 345 250 Z" fill="${color}"/>
         <path d="M170 178 L240 160" stroke="${shade(color, 70)}" stroke-width="6" stroke-dasharray="10 8"/>`;
  return `<g transform="${flip ? 'translate(400 0) scale(-1 1)' : ''}">${body}
    <rect x="55" y="250" width="295" height="${heel ? 14 : 22}" rx="8" fill="${sole}"/></g>`;
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

export function productSvg(product: Pick<ProductRow, 'name' | 'category' | 'colorHex' | 'isDigital'>, view: number): string {
  const kind = product.name.toLowerCase();
  const color = product.colorHex;
  const art = product.isDigital ? guide() : product.category === 'calzado' ? shoe(color, kind, view % 2 === 0) : garment(color, kind);
  const bg = view % 2 === 0 ? '#f3efe9' : '#f7f7f7';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${esc(product.name)}"><title>${esc(product.name)}</title><rect width="400" height="400" fill="${bg}"/>${art}</svg>`;
}

import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { formatMoney } from '@shop/domain/money';
import { productSvg } from '../catalog/images';

/** One product of a catalogue or price list. */
export interface CatalogueItem {
  id: string;
  name: string;
  category: string;
  colorHex: string;
  color: string;
  sizes: string[];
  /** Member price in centavos. */
  memberPrice: number;
  /** Her customers' price (personalised edition only). */
  customerPrice?: number;
}

type Doc = InstanceType<typeof PDFDocument>;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Draws the shop's own product picture (the SVG of catalog/images.ts: rects and paths) into the PDF as
 * vectors, so the catalogue carries the same "photo" as the web pages.
 */
function drawProductPicture(doc: Doc, item: CatalogueItem, x: number, y: number, size: number) {
  const svg = productSvg({ name: item.name, category: item.category, colorHex: item.colorHex, isDigital: false }, 1);
  doc.save();
  doc.translate(x, y).scale(size / 400);
  for (const [tag, kind] of svg.matchAll(/<(path|rect)\s[^>]*>/g)) {
    const fill = attr(tag, 'fill');
    const stroke = attr(tag, 'stroke');
    if (kind === 'rect') {
      const n = (k: string) => Number(attr(tag, k) ?? 0);
      const rx = n('rx');
      if (rx) doc.roundedRect(n('x'), n('y'), n('width'), n('height'), rx);
      else doc.rect(n('x'), n('y'), n('width'), n('height'));
    } else doc.path(attr(tag, 'd') ?? '');
    if (stroke) doc.lineWidth(Number(attr(tag, 'stroke-width') ?? 1)).lineCap('round');
    if (fill && fill !== 'none' && stroke) doc.fillAndStroke(fill, stroke);
    else if (fill && fill !== 'none') doc.fill(fill);
    else if (stroke) doc.stroke(stroke);
  }
  doc.restore();
}

function collect(doc: Doc) {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

const sizeText = (sizes: string[]) =>
  sizes.length > 6 ? `${sizes[0]} a ${sizes[sizes.length - 1]}` : sizes.join(', ');

/**
 * A catalogue: a cover, then 12 products a page (picture, product ID, name, sizes, price). The personalised
 * edition prints her customers' price and a QR code to her public store.
 */
export async function cataloguePdf(c: {
  title: string;
  subtitle: string;
  items: CatalogueItem[];
  personal?: { storeUrl: string; priceLabel: string } | undefined;
}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36, info: { Title: c.title, Author: 'Price Shoes' } });
  const done = collect(doc);
  const W = doc.page.width;
  doc.rect(0, 0, W, 70).fill('#b91c1c');
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(c.title, 36, 18);
  doc.font('Helvetica').fontSize(10).text(c.subtitle, 36, 46);
  let top = 86;
  if (c.personal) {
    const qr = await bwipjs.toBuffer({
      bcid: 'qrcode',
      text: c.personal.storeUrl,
      scale: 4,
      backgroundcolor: 'FFFFFF',
    });
    doc.image(qr, W - 36 - 72, 86, { width: 72 });
    doc.fillColor('#111111').fontSize(10).text('Compra en mi tienda en línea:', 36, 96);
    doc.fillColor('#1d4ed8').text(c.personal.storeUrl, 36, 110, { link: c.personal.storeUrl, underline: true });
    top = 170;
  }
  const cols = 3;
  const gap = 12;
  const cellW = (W - 72 - gap * (cols - 1)) / cols;
  const cellH = 178;
  let row = 0;
  let col = 0;
  for (const item of c.items) {
    if (top + (row + 1) * cellH > doc.page.height - 36) {
      doc.addPage();
      top = 36;
      row = 0;
    }
    const x = 36 + col * (cellW + gap);
    const y = top + row * cellH;
    doc
      .rect(x, y, cellW, cellH - gap)
      .lineWidth(0.5)
      .stroke('#dddddd');
    drawProductPicture(doc, item, x + (cellW - 100) / 2, y + 4, 100);
    doc
      .fillColor('#111111')
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`ID ${item.id}`, x + 8, y + 108);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(item.name, x + 8, y + 120, { width: cellW - 16, height: 20, ellipsis: true });
    doc.fillColor('#555555').text(`Tallas: ${sizeText(item.sizes)}`, x + 8, y + 140, { width: cellW - 16 });
    const price = c.personal ? (item.customerPrice ?? item.memberPrice) : item.memberPrice;
    doc
      .fillColor('#b91c1c')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`${c.personal ? c.personal.priceLabel : 'Precio socia'}: ${formatMoney(price)}`, x + 8, y + 150);
    col += 1;
    if (col === cols) {
      col = 0;
      row += 1;
    }
  }
  doc.end();
  return done;
}

/** A store's price list as a PDF table: product ID, name, colour, sizes, public price, member price. */
export function priceListPdf(p: { title: string; subtitle: string; items: (CatalogueItem & { price: number })[] }) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36, info: { Title: p.title, Author: 'Price Shoes' } });
  const done = collect(doc);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111111').text(p.title);
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(p.subtitle).moveDown(0.5);
  const cols = [
    { h: 'ID', w: 56 },
    { h: 'Producto', w: 190 },
    { h: 'Color', w: 70 },
    { h: 'Tallas', w: 90 },
    { h: 'Precio público', w: 66 },
    { h: 'Precio socia', w: 66 },
  ];
  let y = doc.y + 4;
  const header = () => {
    let x = 36;
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#111111');
    for (const c of cols) {
      doc.text(c.h, x, y, { width: c.w });
      x += c.w;
    }
    y += 14;
    doc
      .moveTo(36, y - 3)
      .lineTo(doc.page.width - 36, y - 3)
      .lineWidth(0.5)
      .stroke('#999999');
  };
  header();
  doc.font('Helvetica').fontSize(8);
  for (const it of p.items) {
    if (y > doc.page.height - 48) {
      doc.addPage();
      y = 36;
      header();
      doc.font('Helvetica').fontSize(8);
    }
    const cells = [it.id, it.name, it.color, sizeText(it.sizes), formatMoney(it.price), formatMoney(it.memberPrice)];
    let x = 36;
    doc.fillColor('#111111');
    cells.forEach((text, i) => {
      doc.text(text, x, y, { width: cols[i]!.w - 4, height: 11, ellipsis: true, lineBreak: false });
      x += cols[i]!.w;
    });
    y += 14;
  }
  doc.end();
  return done;
}

const csvCell = (v: string) => (/[",\n;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The same list as CSV (UTF-8 with BOM so spreadsheets show accents); prices in pesos with 2 decimals. */
export function priceListCsv(items: (CatalogueItem & { price: number })[]): Buffer {
  const lines = [['id_producto', 'producto', 'color', 'tallas', 'precio_publico', 'precio_socia'].join(',')];
  for (const it of items)
    lines.push(
      [it.id, it.name, it.color, it.sizes.join(' '), (it.price / 100).toFixed(2), (it.memberPrice / 100).toFixed(2)]
        .map(csvCell)
        .join(','),
    );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

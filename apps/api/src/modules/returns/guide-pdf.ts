import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { NO_BOX_FEE_CENTS, PACKAGE_LIMIT_CM, PACKAGE_LIMIT_KG, RETURN_DAYS } from '@shop/domain/returns';
import { formatMoney } from '@shop/domain/money';

export interface GuidePdfInput {
  guideCode: string;
  orderNumber: string;
  issuedOn: string;
  validUntil: string;
  courier: string;
  /** What the parcel holds, when the guide was bought with 'Devolver' (decision 0734). */
  contents?: string | undefined;
  sender: { name: string; lines: string[] };
  recipient: { name: string; lines: string[] };
}

const money = formatMoney;

/** The printable return guide: Code128 of the guide, sender, recipient, validity and the package rules. */
export async function renderGuidePdf(g: GuidePdfInput): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: g.guideCode,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
  });
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    info: { Title: `Guía de devolución ${g.guideCode}`, Author: 'Price Shoes' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(20).font('Helvetica-Bold').text('Guía de devolución', { align: 'left' });
  doc.moveDown(0.2).fontSize(11).font('Helvetica').text(`Paquetería: ${g.courier}   ·   Pedido ${g.orderNumber}`);
  doc.text(`Emitida el ${g.issuedOn}   ·   Válida hasta el ${g.validUntil}`);
  if (g.contents) doc.font('Helvetica-Bold').text(`Contenido: ${g.contents}`).font('Helvetica');
  doc.moveDown(0.8);
  doc.image(barcode, { fit: [380, 110], align: 'center' });
  doc.moveDown(0.5);
  const block = (title: string, who: { name: string; lines: string[] }) => {
    doc.moveDown(0.6).fontSize(12).font('Helvetica-Bold').text(title);
    doc.fontSize(11).font('Helvetica').text(who.name);
    for (const l of who.lines) doc.text(l);
  };
  block('Remitente', g.sender);
  block('Destinatario', g.recipient);
  doc.moveDown(1).fontSize(12).font('Helvetica-Bold').text('Antes de enviar tu paquete');
  doc.fontSize(10).font('Helvetica');
  for (const rule of [
    `Tienes ${RETURN_DAYS} días para hacer tu cambio; esta guía es válida ${RETURN_DAYS} días.`,
    `El paquete no debe medir más de ${PACKAGE_LIMIT_CM} cm de alto, ${PACKAGE_LIMIT_CM} cm de ancho y ${PACKAGE_LIMIT_CM} cm de profundidad, ni pesar más de ${PACKAGE_LIMIT_KG} kg de peso bruto.`,
    `Un artículo nacional devuelto sin su caja tiene un cargo de ${money(NO_BOX_FEE_CENTS)}.`,
    'Imprime esta guía, pégala en el paquete y entrégalo en una sucursal de la paquetería.',
  ])
    doc.text(`•  ${rule}`, { paragraphGap: 4 });
  doc.end();
  return done;
}

import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { salesToolsMessages as m } from '@shop/contracts/sales-tools-messages';
import type { CredentialView } from '@shop/contracts/sales-tools';

/** Code128 of the member number, as a store scanner reads it (no human-readable text under the bars). */
export function credentialBarcodePng(memberNumber: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: memberNumber,
    scale: 3,
    height: 14,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}

/** QR of the member number, shown on mobile. */
export function credentialQrPng(memberNumber: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'qrcode',
    text: memberNumber,
    scale: 6,
    paddingwidth: 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}

/** The card as a one-page PDF (credit-card proportions, 85.6 × 54 mm) to keep on the phone. */
export async function credentialPdf(c: CredentialView): Promise<Buffer> {
  const [barcode, qr] = await Promise.all([credentialBarcodePng(c.member_number), credentialQrPng(c.member_number)]);
  const W = 243;
  const H = 153;
  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    info: { Title: `${m.credential.title} ${c.member_number}`, Author: 'Price Shoes' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.rect(0, 0, W, 26).fill('#b91c1c');
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(11).text('Price Shoes', 10, 8);
  doc.fontSize(7).text(m.credential.title, 10, 10, { width: W - 20, align: 'right' });
  doc
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(c.name, 10, 32, { width: W - 70 });
  doc.font('Helvetica').fontSize(7.5);
  doc.text(m.credential.member(c.member_number), 10, 46);
  doc.text(c.employee ? m.credential.employee : m.credential.validUntil(c.valid_until ?? '—'), 10, 56);
  if (c.expired && c.valid_until)
    doc.fillColor('#b91c1c').text(m.credential.expired(c.valid_until), 10, 66, { width: W - 70 });
  doc.image(qr, W - 56, 32, { width: 46 });
  doc.image(barcode, 10, 88, { fit: [W - 20, 34], align: 'center' });
  doc.fillColor('#333333').fontSize(6);
  doc.text(`${m.credential.phoneLabel} ${c.phone}`, 10, 126, { width: W - 20 });
  doc.text(`${m.credential.notCreditCard} ${m.credential.nonTransferable}`, 10, 135, { width: W - 20 });
  doc.end();
  return done;
}

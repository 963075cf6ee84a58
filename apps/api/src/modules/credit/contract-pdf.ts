import PDFDocument from 'pdfkit';
import type { ContractText } from '@shop/domain/credit-contract';

/** The CrediPrice contract as a PDF (decision 0733): the same words as its page, her figures first. */
export async function renderContractPdf(text: ContractText): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Contrato de crédito CrediPrice ${text.version}`, Author: 'Price Shoes' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(20).font('Helvetica-Bold').text('Contrato de crédito CrediPrice');
  doc.moveDown(0.2).fontSize(10).font('Helvetica').fillColor('#555555').text(`Versión ${text.version}`);
  doc.fillColor('#000000').moveDown(1);
  doc.fontSize(14).font('Helvetica-Bold').text('Tus cifras');
  doc.moveDown(0.4);
  for (const f of text.figures) {
    doc.fontSize(9).font('Helvetica').fillColor('#555555').text(f.label);
    doc.fontSize(11).font('Helvetica-Bold').fillColor('#000000').text(f.value);
    doc.moveDown(0.3);
  }
  doc.moveDown(0.8).fontSize(14).font('Helvetica-Bold').text('Cláusulas');
  doc.moveDown(0.4).fontSize(11).font('Helvetica');
  text.clauses.forEach((clause, i) => {
    doc.text(`${i + 1}. ${clause}`, { align: 'justify' });
    doc.moveDown(0.5);
  });
  doc.end();
  return done;
}

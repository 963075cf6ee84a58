import { inflateSync } from 'node:zlib';

/** The text lines a pdfkit PDF draws: its deflated streams' TJ operators, hex glyph strings decoded (WinAnsi). */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g))
      lines.push(
        [...tj[1]!.matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
      );
  }
  return lines.join('\n');
}

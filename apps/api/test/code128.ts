import { inflateSync } from 'node:zlib';

/**
 * Test-only readers: a PNG decoder (8-bit, no interlace) and a Code128 decoder that reads the bars of one
 * pixel row, so a test proves what a store scanner would read from the image the API serves.
 */
export function decodePng(png: Buffer) {
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const type = png.toString('ascii', pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[data[9]!]!;
    }
    if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const cur = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][filter]!;
      pixels[y * stride + x] = (cur + pred) & 0xff;
    }
  }
  const hasAlpha = channels === 2 || channels === 4;
  const dark = (x: number, y: number) =>
    pixels[y * stride + x * channels]! < 128 && (!hasAlpha || pixels[y * stride + x * channels + channels - 1]! > 128);
  return { width, height, dark };
}

export const CODE128_BARS: number[] = [
  11011001100, 11001101100, 11001100110, 10010011000, 10010001100, 10001001100, 10011001000, 10011000100, 10001100100,
  11001001000, 11001000100, 11000100100, 10110011100, 10011011100, 10011001110, 10111001100, 10011101100, 10011100110,
  11001110010, 11001011100, 11001001110, 11011100100, 11001110100, 11101101110, 11101001100, 11100101100, 11100100110,
  11101100100, 11100110100, 11100110010, 11011011000, 11011000110, 11000110110, 10100011000, 10001011000, 10001000110,
  10110001000, 10001101000, 10001100010, 11010001000, 11000101000, 11000100010, 10110111000, 10110001110, 10001101110,
  10111011000, 10111000110, 10001110110, 11101110110, 11010001110, 11000101110, 11011101000, 11011100010, 11011101110,
  11101011000, 11101000110, 11100010110, 11101101000, 11101100010, 11100011010, 11101111010, 11001000010, 11110001010,
  10100110000, 10100001100, 10010110000, 10010000110, 10000101100, 10000100110, 10110010000, 10110000100, 10011010000,
  10011000010, 10000110100, 10000110010, 11000010010, 11001010000, 11110111010, 11000010100, 10001111010, 10100111100,
  10010111100, 10010011110, 10111100100, 10011110100, 10011110010, 11110100100, 11110010100, 11110010010, 11011011110,
  11011110110, 11110110110, 10101111000, 10100011110, 10001011110, 10111101000, 10111100010, 11110101000, 11110100010,
  10111011110, 10111101110, 11101011110, 11110101110, 11010000100, 11010010000, 11010011100, 1100011101011,
];

/** Reads the Code128 symbol crossing row y of the image; throws when the bars or the checksum are wrong. */
export function readCode128(img: ReturnType<typeof decodePng>, y = Math.floor(img.height / 2)): string {
  const runs: number[] = [];
  let x = 0;
  while (x < img.width && !img.dark(x, y)) x++;
  let last = img.width - 1;
  while (last > x && !img.dark(last, y)) last--;
  while (x <= last) {
    const d = img.dark(x, y);
    let n = 0;
    while (x <= last && img.dark(x, y) === d) {
      n++;
      x++;
    }
    runs.push(n);
  }
  const unit = Math.min(...runs);
  const modules = runs.map((r, i) => (i % 2 === 0 ? '1' : '0').repeat(Math.round(r / unit))).join('');
  const symbols: number[] = [];
  for (let i = 0; i + 11 <= modules.length - 13; i += 11) {
    const code = CODE128_BARS.indexOf(Number(modules.slice(i, i + 11)));
    if (code < 0) throw new Error(`unreadable symbol at module ${i}`);
    symbols.push(code);
  }
  if (CODE128_BARS.indexOf(Number(modules.slice(-13))) !== 106) throw new Error('no stop symbol');
  const check = symbols.pop()!;
  const sum = symbols.reduce((acc, s, i) => acc + s * (i === 0 ? 1 : i), 0) % 103;
  if (sum !== check) throw new Error('checksum mismatch');
  let set = ({ 103: 'A', 104: 'B', 105: 'C' } as Record<number, string>)[symbols[0]!];
  let out = '';
  for (const s of symbols.slice(1)) {
    // In set C every value below 100 is a pair of digits (99 is "99"); 99 switches to C only from A or B.
    if (set === 'C' && s < 100) out += String(s).padStart(2, '0');
    else if (s === 99) set = 'C';
    else if (s === 100 && set !== 'B') set = 'B';
    else if (s === 101 && set !== 'A') set = 'A';
    else if (set === 'B') out += String.fromCharCode(s + 32);
    else out += String.fromCharCode(s < 64 ? s + 32 : s - 64);
  }
  return out;
}

/**
 * The text a PDF made by pdfkit shows (standard fonts): its content streams inflated and the hex strings of
 * each TJ operator joined, one line per operator.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      out.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
      );
  }
  return out.join('\n');
}

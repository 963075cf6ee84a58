import { deflateSync } from 'node:zlib';

/**
 * The demo socia's store photo (issue 12: socia@demo.mx's store has a photo), drawn at seed time as a small PNG: a
 * portrait silhouette on the shop's colours, 240 × 240 px, about 5 KB. A PNG is what the photo upload accepts, so
 * the seed stores it exactly as an upload would (custom_store_photos, served with its content type).
 */
export const DEMO_STORE_PHOTO_SIZE = 240;

type Rgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/** The colour of one point of the picture (x, y in 0..1). */
function paint(x: number, y: number): Rgb {
  const inEllipse = (cx: number, cy: number, rx: number, ry: number) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  // Face, hair, neck and shoulders, front to back.
  if (inEllipse(0.5, 0.4, 0.13, 0.16) && !(y < 0.3 && inEllipse(0.5, 0.33, 0.15, 0.1))) return [233, 186, 152];
  if (inEllipse(0.5, 0.38, 0.19, 0.22) || (y > 0.38 && y < 0.62 && x > 0.31 && x < 0.69 && y < 0.4 + (0.7 - y)))
    return [62, 36, 32];
  if (y > 0.5 && y < 0.66 && Math.abs(x - 0.5) < 0.06) return [222, 172, 138];
  if (inEllipse(0.5, 1.02, 0.36, 0.4)) return inEllipse(0.5, 0.66, 0.07, 0.05) ? [222, 172, 138] : [143, 23, 70];
  // Background: the shop's light pinks, a soft light behind her.
  const base = mix([253, 242, 246], [244, 194, 212], (x + y) / 2);
  const glow = Math.max(0, 1 - Math.hypot(x - 0.5, y - 0.42) / 0.45);
  return mix(base, [255, 255, 255], glow * 0.5);
}

export function demoStorePhotoPng(size = DEMO_STORE_PHOTO_SIZE): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const samples = [0.25, 0.75];
  for (let row = 0; row < size; row++) {
    const offset = row * (size * 3 + 1);
    raw[offset] = 0; // filter: none
    for (let col = 0; col < size; col++) {
      // 2 × 2 samples a pixel: smooth edges.
      let sum: Rgb = [0, 0, 0];
      for (const dy of samples)
        for (const dx of samples) {
          const c = paint((col + dx) / size, (row + dy) / size);
          sum = [sum[0] + c[0], sum[1] + c[1], sum[2] + c[2]];
        }
      for (let i = 0; i < 3; i++) raw[offset + 1 + col * 3 + i] = Math.round(sum[i]! / 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

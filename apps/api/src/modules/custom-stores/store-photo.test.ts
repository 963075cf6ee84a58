import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createCustomStore } from '@shop/db/factories-reseller';
import { customStorePhotos, customStores } from '@shop/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helpers';

/** Issue 27 point 5 (decision 0724): her photo is decoded, bounded, re-encoded and stripped before it is published. */
let t: TestApp;
let socia: { customer: { id: number }; cookie: string };
let storeId: string;

beforeAll(async () => {
  t = await createTestApp();
  socia = await t.customerWithSession({ member: true });
  storeId = (await createCustomStore(t.db, { customerId: socia.customer.id })).storeId;
});
afterAll(() => t.close());

const upload = (payload: Buffer, type = 'image/jpeg') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/custom-store/${storeId}/photo`,
    headers: { cookie: socia.cookie, 'content-type': type },
    payload,
  });

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid PNG header claiming width × height (grey, 8 bits) with a few compressed rows: small, but huge to decode. */
function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 8));
  return Buffer.concat([PNG_MAGIC, chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

const stored = async () =>
  (await t.db.select().from(customStorePhotos).where(eq(customStorePhotos.storeId, storeId)))[0];

describe("her store's photo", () => {
  it('a phone photo with EXIF GPS is published without any metadata, oriented, and with a 1200×630 card', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Telefono', Model: 'X1', Copyright: 'Lupita' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 25/1 4236/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '99/1 7/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(photo);
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ url: res.json().photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('Telefono'))).toBe(false);
    // The versioned URL is cached for a year; the bare one is not.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await t.app.inject({ url: `/api/custom-store-photos/${storeId}` });
    expect(bare.headers['cache-control']).toBe('public, max-age=300');
    const stale = await t.app.inject({ url: `/api/custom-store-photos/${storeId}?v=123` });
    expect(stale.headers['cache-control']).toBe('public, max-age=300');

    const version = new URL(res.json().photo, 'http://x').searchParams.get('v');
    const card = await t.app.inject({ url: `/api/custom-store-photos/${storeId}/tarjeta.jpg?v=${version}` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const cardMeta = await sharp(card.rawPayload).metadata();
    expect(cardMeta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(cardMeta.exif).toBeUndefined();
  });

  it('refuses what is not a whole picture, and a 20000 × 20000 picture, with a Spanish 400; the photo stays', async () => {
    const before = await stored();
    const storeBefore = (await t.db.select().from(customStores).where(eq(customStores.storeId, storeId)))[0]!.photo;
    const good = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const cases: [string, Buffer, string][] = [
      [
        'a truncated PNG',
        good.subarray(0, good.length - 30),
        'No pudimos leer la foto: el archivo está dañado o no es una imagen. Elige otra foto JPG, PNG o WebP.',
      ],
      [
        'HTML behind PNG magic bytes',
        Buffer.concat([PNG_MAGIC, Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
        'No pudimos leer la foto: el archivo está dañado o no es una imagen. Elige otra foto JPG, PNG o WebP.',
      ],
      [
        'a 20000 × 20000 PNG',
        pngClaiming(20_000, 20_000),
        'La foto es demasiado grande: elige una de hasta 50 megapíxeles (por ejemplo, 8000 × 6000).',
      ],
      ['an SVG', Buffer.from('<svg onload=alert(1)></svg>'), 'La foto debe ser una imagen JPG, PNG o WebP'],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await upload(bytes, 'image/png');
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(message);
    }
    expect(pngClaiming(20_000, 20_000).length).toBeLessThan(1024 * 1024);
    const after = await stored();
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
    expect((await t.db.select().from(customStores).where(eq(customStores.storeId, storeId)))[0]!.photo).toBe(
      storeBefore,
    );
  });

  it('a photo stored before the pipeline (raw, with EXIF) is re-encoded before it is served again', async () => {
    const raw = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00aa00' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 0/1' } })
      .toBuffer();
    await t.db
      .update(customStorePhotos)
      .set({ bytes: raw, contentType: 'image/jpeg', cardBytes: null })
      .where(eq(customStorePhotos.storeId, storeId));
    const served = await t.app.inject({ url: `/api/custom-store-photos/${storeId}` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect((await stored())?.cardBytes).not.toBeNull();
  });
});

import sharp, { type Metadata } from 'sharp';

/**
 * Her store's photo, made safe to publish (issue 27 point 5, decision 0724). The bytes are decoded (what does not
 * decode completely as a JPEG, PNG or WebP is refused: a truncated file, HTML behind PNG magic bytes), pictures above
 * PHOTO_MAX_PIXELS are refused before they are decoded, and what is published is re-encoded from the pixels: no
 * metadata field survives (EXIF with its GPS position, XMP, ICC, comments), the phone's orientation is applied first.
 * Two sizes: the photo her store shows (at most 1200 px a side) and the 1200×630 card of link previews.
 */

/** 50 megapixels: a phone's largest photo; a 20000×20000 picture (400 MP, 1.6 GB decoded) is refused unread. */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_MAX_SIDE = 1200;
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

sharp.cache(false);
sharp.concurrency(1);

export type PhotoRefusal = 'not-a-picture' | 'too-large';

export class PhotoRefused extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(reason);
  }
}

const input = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated', sequentialRead: true });

export interface PublishedPhoto {
  /** The photo her store shows: JPEG, at most 1200 px a side, no metadata. */
  photo: Buffer;
  contentType: 'image/jpeg';
  /** The link-preview card: a 1200×630 JPEG, no metadata. */
  card: Buffer;
  width: number;
  height: number;
}

/** Decodes, checks and re-encodes an uploaded photo; throws PhotoRefused for what may not be published. */
export async function publishablePhoto(bytes: Uint8Array): Promise<PublishedPhoto> {
  let meta: Metadata;
  try {
    // The header only: its dimensions decide before any pixel is decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused('not-a-picture');
  }
  if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw new PhotoRefused('not-a-picture');
  if (!meta.width || !meta.height) throw new PhotoRefused('not-a-picture');
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw new PhotoRefused('too-large');
  try {
    // Flattened on white: a transparent PNG has no black background in a JPEG.
    const [photo, card] = await Promise.all([
      input(bytes)
        .rotate()
        .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
      input(bytes)
        .rotate()
        .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer(),
    ]);
    return { photo: photo.data, contentType: 'image/jpeg', card, width: photo.info.width, height: photo.info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new PhotoRefused('too-large');
    throw new PhotoRefused('not-a-picture');
  }
}

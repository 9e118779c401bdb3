import sharp from 'sharp';

// Uploaded pictures are decoded and encoded anew before they are stored. What the camera or editor put
// into the file (EXIF with GPS position and device serial, XMP, IPTC, comments, embedded thumbnails, ICC
// profiles, trailing bytes after the image) does not survive: sharp writes no metadata unless asked to with
// withMetadata/keepMetadata, which we never do. A re-encoded file is also what we know we serve: a
// polyglot (a PNG that is also an HTML page or a ZIP) comes out as plain pixels.

/** Larger inputs are refused before decoding: a small PNG can declare 100 000 × 100 000 pixels. */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** A decode and encode taking longer than this is given up (and answered like an unreadable image). */
const ENCODE_TIMEOUT_S = 10;

export interface EncodedImage {
  bytes: Buffer;
  mime: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/**
 * Decodes an image (PNG, JPEG, GIF, WebP: the caller sniffs the type first, so SVG, TIFF or HEIF never reach
 * the decoder), turns it upright by its EXIF orientation, fits it inside `maxSide` × `maxSide` without
 * enlarging, and encodes it as WebP (alpha kept) without any metadata. An animated GIF or WebP keeps its
 * first frame. Answers null when the bytes do not decode or exceed the pixel limit.
 */
export async function reencodeImage(bytes: Uint8Array, maxSide: number): Promise<EncodedImage | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .autoOrient()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, effort: 4 })
      .timeout({ seconds: ENCODE_TIMEOUT_S })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    return null;
  }
}

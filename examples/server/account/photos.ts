/**
 * Member photos as the store keeps them: the upload's type is read from its bytes (JPEG, PNG, GIF
 * or BMP; never trusted from the name or the header), its size checked before it is decoded (at
 * most 4096 by 4096, at least 100 by 100, so a small file that decodes to gigabytes is refused),
 * then it is decoded, cropped to its centred square, scaled to at most 400 by 400 and written anew
 * as JPEG: whatever else the file held (metadata, a script in a comment) is not kept.
 *
 * jimp does it in plain JavaScript (no native binaries to download at install), and image-size
 * reads the dimensions from the header alone. Both load with the first upload, not with the store.
 */
import { english } from '../text/store-text.ts';
import { DEFAULT_MIN_PIXELS, MAX_CANVAS, METADATA_MAX_BYTES, PHOTO_SIZE } from '../../../widgets/group-members/photo-rules.ts';

/** The largest upload taken (the widget sends a 400 by 400 JPEG of a few dozen KB). */
export const PHOTO_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

const ACCEPTED = new Set(['jpg', 'png', 'gif', 'bmp']);

export const PHOTO_MESSAGES = {
  missing: 'Send the photo as the "file" field of a multipart form.',
  tooBig: english('msg.photo.tooBig'),
  type: english('msg.photo.type'),
  tooSmall: english('msg.photo.tooSmall', { min: DEFAULT_MIN_PIXELS }),
  tooLarge: english('msg.photo.tooLarge', { max: MAX_CANVAS }),
  unreadable: english('msg.photo.unreadable'),
  metadataTooBig: `The photo's metadata must be at most ${METADATA_MAX_BYTES} bytes.`,
  metadataNotJson: "The photo's metadata must be a JSON object.",
} as const;

/**
 * The upload's optional `metadata` part (what was cropped from which image): at most
 * `METADATA_MAX_BYTES` bytes of a JSON object. The store only checks it; it keeps the photo alone.
 * Answers the problem's message, or null when the part is absent or fine.
 */
export async function metadataProblem(part: FormDataEntryValue | null): Promise<string | null> {
  if (part === null) return null;
  const bytes = typeof part === 'string' ? new TextEncoder().encode(part) : new Uint8Array(await part.arrayBuffer());
  if (bytes.length > METADATA_MAX_BYTES) return PHOTO_MESSAGES.metadataTooBig;
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? null : PHOTO_MESSAGES.metadataNotJson;
  } catch {
    return PHOTO_MESSAGES.metadataNotJson;
  }
}

export type PhotoResult = { ok: true; jpeg: Buffer; width: number; height: number } | { ok: false; message: string };

export async function reencodePhoto(bytes: Uint8Array): Promise<PhotoResult> {
  if (bytes.byteLength > PHOTO_UPLOAD_MAX_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooBig };
  const [{ imageSize }, { Jimp }] = await Promise.all([import('image-size'), import('jimp')]);
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, message: PHOTO_MESSAGES.type };
  }
  if (!size.type || !ACCEPTED.has(size.type)) return { ok: false, message: PHOTO_MESSAGES.type };
  const [width, height] = [size.width ?? 0, size.height ?? 0];
  if (width < DEFAULT_MIN_PIXELS || height < DEFAULT_MIN_PIXELS) return { ok: false, message: PHOTO_MESSAGES.tooSmall };
  if (width > MAX_CANVAS || height > MAX_CANVAS) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  try {
    const image = await Jimp.read(Buffer.from(bytes));
    const side = Math.min(image.width, image.height);
    image.crop({ x: Math.floor((image.width - side) / 2), y: Math.floor((image.height - side) / 2), w: side, h: side });
    if (side > PHOTO_SIZE) image.resize({ w: PHOTO_SIZE, h: PHOTO_SIZE });
    const jpeg = await image.getBuffer('image/jpeg', { quality: 85 });
    return { ok: true, jpeg, width: image.width, height: image.height };
  } catch {
    return { ok: false, message: PHOTO_MESSAGES.unreadable };
  }
}

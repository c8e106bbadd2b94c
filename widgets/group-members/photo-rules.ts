/**
 * The photo uploader's rules, as plain functions:
 * - accepted files: JPEG, PNG, GIF and BMP; at most `maxFileMb` megabytes (10 by default); images at
 *   least `minPixels` wide and high (100 by default) and at most 4096 (the largest canvas drawn);
 * - the photo is a square cropped from the image and stored at 400 by 400.
 */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'] as const;
export const PHOTO_SIZE = 400;
export const MAX_CANVAS = 4096;
export const DEFAULT_MAX_FILE_MB = 10;
export const DEFAULT_MIN_PIXELS = 100;
/** How long `Saved` shows after an upload. */
export const SAVED_MESSAGE_MS = 2000;
/** The uploader's popover (the New Photo dialog) hides this long after it is closed, fading out. */
export const POPOVER_HIDE_DELAY_MS = 250;
/** A chosen image that decodes quickly shows no loading label; one that takes longer than this does. */
export const LOADING_LABEL_DELAY_MS = 500;
/** The most the upload's `metadata` part may hold, in UTF-8 bytes: the store refuses more (400). */
export const METADATA_MAX_BYTES = 262_144;
/** File names longer than this are cut in the metadata, which keeps it far under the cap. */
const MAX_NAME_LENGTH = 255;

/** `url`: the chosen file could not be read back from its local address (a broken or vanished file). */
export type PhotoProblem = 'type' | 'too-big' | 'too-small' | 'url';

/** What the upload says about the photo: the square cropped, from which image. */
export interface PhotoMetadata {
  fileName: string;
  fileType: string;
  sourceWidth: number;
  sourceHeight: number;
  crop: PixelCrop;
}

/** The `metadata` part as sent (the file's name cut to 255 characters). */
export function metadataPart(metadata: PhotoMetadata): string {
  return JSON.stringify({ ...metadata, fileName: [...metadata.fileName].slice(0, MAX_NAME_LENGTH).join('') });
}

export function fileProblem(file: { type: string; size: number }, maxFileMb = DEFAULT_MAX_FILE_MB): PhotoProblem | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size > maxFileMb * 1024 * 1024) return 'too-big';
  return null;
}

export function imageProblem(width: number, height: number, minPixels = DEFAULT_MIN_PIXELS): PhotoProblem | null {
  if (width < minPixels || height < minPixels) return 'too-small';
  if (width > MAX_CANVAS || height > MAX_CANVAS) return 'too-big';
  return null;
}

export interface PixelCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest centred square of a `width` by `height` image: where the crop starts. */
export function centredSquare(width: number, height: number): PixelCrop {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), width: side, height: side };
}

/** A crop kept square and inside the image (a dragged crop can overshoot by a pixel). */
export function clampSquare(crop: PixelCrop, width: number, height: number): PixelCrop {
  const side = Math.max(1, Math.round(Math.min(crop.width, crop.height, width, height)));
  const x = Math.min(Math.max(0, Math.round(crop.x)), width - side);
  const y = Math.min(Math.max(0, Math.round(crop.y)), height - side);
  return { x, y, width: side, height: side };
}

import type { ImageMimeType } from '@pulseboard/shared/contracts';

export interface ImageType {
  mime: ImageMimeType;
  extension: 'jpg' | 'png' | 'webp';
}

const startsWith = (content: Buffer, bytes: number[], offset = 0) => content.length >= offset + bytes.length && bytes.every((byte, index) => content[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type of a file judged by its first bytes, whatever its name or
 * declared type say (spec §5: JPEG, PNG and WebP only); undefined for
 * anything else. A renamed text file or an SVG (which can carry script) is
 * refused this way.
 */
export function imageTypeOf(content: Buffer): ImageType | undefined {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' };
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) return { mime: 'image/webp', extension: 'webp' };
  return undefined;
}

const MIME_BY_EXTENSION: Record<string, ImageType['mime']> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The content type a stored image is served with, from the extension its content gave it. */
export const mimeOfExtension = (filename: string): ImageType['mime'] | undefined => MIME_BY_EXTENSION[filename.slice(filename.lastIndexOf('.') + 1)];

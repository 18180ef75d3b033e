import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '../http/errors.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { type: string; extension: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/png', extension: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', extension: 'gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', extension: 'webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export const CONTENT_TYPES: Record<string, string> = Object.fromEntries(SIGNATURES.map((s) => [s.extension, s.type]));

/** The image kind read from the bytes themselves, never from the name or the declared type (SVG is refused: it can carry script). */
export function sniffImage(bytes: Buffer): { type: string; extension: string } | null {
  const found = SIGNATURES.find((signature) => signature.matches(bytes));
  return found ? { type: found.type, extension: found.extension } : null;
}

/**
 * Stores an uploaded image under its content hash (so the same file uploaded twice is one file and
 * its URL can be cached forever) and answers the URL it is served from.
 */
export async function storeImage(uploadsDir: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new HttpError(400, 'image is empty');
  if (bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, 'image must be at most 5 MB');
  const kind = sniffImage(bytes);
  if (!kind) throw new HttpError(415, 'image must be a PNG, JPEG, GIF or WebP file');
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${kind.extension}`;
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(join(uploadsDir, name), bytes);
  return `/api/uploads/${name}`;
}

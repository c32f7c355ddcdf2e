/** What a file's first bytes say it is. Only these types are ever stored (server), or cropped (console). */
export interface SniffedType {
  extension: string;
  contentType: string;
  kind: 'image' | 'video' | 'document';
}

/** How many leading bytes `sniffType` needs. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  [...text].every((ch, index) => bytes[start + index] === ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

const image = (extension: string, contentType: string): SniffedType => ({ extension, contentType, kind: 'image' });

/**
 * The type from the magic numbers, never from the name or the client's content type. SVG is not
 * recognised on purpose: it can carry scripts.
 */
export function sniffType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('png', 'image/png');
  if (startsWith(head, [0xff, 0xd8, 0xff])) return image('jpg', 'image/jpeg');
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return image('gif', 'image/gif');
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return image('webp', 'image/webp');
  // BMP: "BM", then the size, then four reserved zero bytes.
  if (ascii(head, 0, 'BM') && head.length >= 10 && head[6] === 0 && head[7] === 0 && head[8] === 0 && head[9] === 0) {
    return image('bmp', 'image/bmp');
  }
  if (ascii(head, 4, 'ftyp')) {
    return ascii(head, 8, 'qt  ')
      ? { extension: 'mov', contentType: 'video/quicktime', kind: 'video' }
      : { extension: 'mp4', contentType: 'video/mp4', kind: 'video' };
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]))
    return { extension: 'webm', contentType: 'video/webm', kind: 'video' };
  if (ascii(head, 0, '%PDF-')) return { extension: 'pdf', contentType: 'application/pdf', kind: 'document' };
  return null;
}

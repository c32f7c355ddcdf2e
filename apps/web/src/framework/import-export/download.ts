import type { Envelope } from '@scenecast/contracts';

/**
 * An answer asked for as a blob may be a JSON envelope after all (a refusal): its message, or
 * null when the blob is the file.
 */
export async function blobErrorMessage(blob: Blob): Promise<string | null> {
  if (!blob.type.includes('json')) return null;
  try {
    const body = JSON.parse(await blob.text()) as Partial<Envelope>;
    return body.success === false || (body.code !== undefined && body.code >= 400) ? (body.message ?? '') : null;
  } catch {
    return '';
  }
}

/** The file name of a content-disposition header (RFC 5987 `filename*` first). */
export function dispositionFileName(header: string | undefined): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      return null;
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

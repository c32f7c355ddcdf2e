import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, type MessageKey, SNIFF_BYTES, sniffType } from '@scenecast/contracts';

export interface ImageCheckFailure {
  message: MessageKey;
  n?: number;
}

/** An image field takes images only (请上传图片), at most 4 MB for shop images (business §5). */
export function checkImageFile(
  file: { type: string; size: number },
  maxBytes: number = IMAGE_MAX_BYTES,
): ImageCheckFailure | null {
  if (!file.type.startsWith('image/')) return { message: 'uploadImageOnly' };
  if (file.size > maxBytes)
    return { message: 'imageTooLarge', n: maxBytes === IMAGE_MAX_BYTES ? IMAGE_MAX_MB : maxBytes / 1024 / 1024 };
  return null;
}

/** The cropper takes one image (仅支持单张图片上传 / 仅支持上传图片). */
export function checkCropperFiles(files: readonly { type: string }[]): 'cropSingleOnly' | 'cropImageOnly' | null {
  if (files.length > 1) return 'cropSingleOnly';
  if (files.length === 1 && !files[0]?.type.startsWith('image/')) return 'cropImageOnly';
  return null;
}

/**
 * Whether the file's first bytes are an image's. The browser takes the type from the name, so a
 * renamed `fake.png` claims image/png; the cropper would open blank on it.
 */
export async function hasImageBytes(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffType(head)?.kind === 'image';
}

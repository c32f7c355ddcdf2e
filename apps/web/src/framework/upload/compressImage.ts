import imageCompression from 'browser-image-compression';
import {
  compressionQuality,
  isCompressible,
  MAX_RECOMPRESS_PASSES,
  needsRecompression,
  QUALITY_RECOMPRESS,
} from './compressionRules';

async function compressAt(file: File, quality: number): Promise<File> {
  const result = await imageCompression(file, {
    initialQuality: quality,
    useWebWorker: false,
    alwaysKeepResolution: true,
  });
  return new File([result], file.name, { type: result.type || file.type, lastModified: Date.now() });
}

/**
 * Compresses an image in the browser before upload (framework §7): the quality comes from the
 * original size, then a result still over 2 MB is compressed again at 0.9. Videos and other files
 * pass through; a compression failure keeps the original.
 */
export async function compressImage(file: File): Promise<File> {
  if (!isCompressible(file.type)) return file;
  try {
    let result = await compressAt(file, compressionQuality(file.size));
    for (let pass = 0; pass < MAX_RECOMPRESS_PASSES && needsRecompression(result.size); pass += 1) {
      result = await compressAt(result, QUALITY_RECOMPRESS);
    }
    return result.size < file.size ? result : file;
  } catch {
    return file;
  }
}

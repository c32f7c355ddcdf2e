/** Image compression thresholds (framework §7, §9): bytes and the quality each one selects. */
export const COMPRESS_RECOMPRESS_BYTES = 2_097_152;
export const COMPRESS_MEDIUM_BYTES = 5_242_880;
export const COMPRESS_LARGE_BYTES = 10_485_760;
export const QUALITY_LARGE = 0.7;
export const QUALITY_MEDIUM = 0.8;
export const QUALITY_DEFAULT = 0.9;
/** A result still over 2 MB is compressed again at this quality. */
export const QUALITY_RECOMPRESS = 0.9;

/** Over 10 MB → 0.7, over 5 MB → 0.8, otherwise 0.9. */
export function compressionQuality(bytes: number): number {
  if (bytes > COMPRESS_LARGE_BYTES) return QUALITY_LARGE;
  if (bytes > COMPRESS_MEDIUM_BYTES) return QUALITY_MEDIUM;
  return QUALITY_DEFAULT;
}

/** Whether a compressed result goes through another pass at 0.9. */
export function needsRecompression(bytes: number): boolean {
  return bytes > COMPRESS_RECOMPRESS_BYTES;
}

/** Videos (and anything else that is not a raster image) are uploaded as they are. */
export function isCompressible(mimeType: string): boolean {
  return mimeType.startsWith('image/') && mimeType !== 'image/gif' && mimeType !== 'image/svg+xml';
}

/** Recompression passes are capped so a file that will not shrink cannot loop forever. */
export const MAX_RECOMPRESS_PASSES = 3;

import { IMAGE_MAX_BYTES, PINGJIA_UPLOAD_FOLDER } from '@scenecast/contracts';
import type { SniffedType } from '../../platform/storage/sniff.js';

const MB = 1024 * 1024;

/** What one upload folder (`biz`) takes: which kinds of file and how many bytes at most. */
export interface UploadFolder {
  kinds: SniffedType['kind'][];
  maxBytes: number;
}

/**
 * The allow-list of `biz` folders. Shop images (logo, QR, background) keep the spec's 4 MB;
 * works take videos; temp is the default of the upload widget; editor holds the pictures put into
 * the rich-text and markdown editors (the spec's rich-text folder, type 4), compressed by the
 * browser first, so the 10 MB of its largest compression step is plenty; pingjia holds review photos.
 */
export const UPLOAD_FOLDERS: Record<string, UploadFolder> = {
  temp: { kinds: ['image', 'video', 'document'], maxBytes: 50 * MB },
  shop: { kinds: ['image'], maxBytes: IMAGE_MAX_BYTES },
  avatar: { kinds: ['image'], maxBytes: IMAGE_MAX_BYTES },
  kepian: { kinds: ['image'], maxBytes: 20 * MB },
  works: { kinds: ['image', 'video'], maxBytes: 500 * MB },
  editor: { kinds: ['image'], maxBytes: 10 * MB },
  [PINGJIA_UPLOAD_FOLDER]: { kinds: ['image'], maxBytes: 10 * MB },
};

export const DEFAULT_UPLOAD_FOLDER = 'temp';

/** The multipart limit of the whole server: the largest folder's. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_FOLDERS).map((folder) => folder.maxBytes));

export function uploadFolder(biz: string): UploadFolder | null {
  return Object.hasOwn(UPLOAD_FOLDERS, biz) ? UPLOAD_FOLDERS[biz] : null;
}

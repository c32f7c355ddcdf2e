import { type MessageKey, msg } from '@scenecast/contracts';
import { RequestError } from '../http';
import { currentLang } from '../i18n';
import { compressImage } from '../upload/compressImage';
import { checkImageFile } from '../upload/imageChecks';
import { staticUrl } from '../upload/staticUrl';
import { uploadFile } from '../upload/uploadFile';

/**
 * A picture put into an editor: images only, compressed like every image (framework §7), stored
 * through /sys/common/upload in the `editor` folder (the spec's rich-text folder, type 4); answers
 * the address to show it at.
 */
export async function uploadEditorImage(file: File): Promise<string> {
  const refuse = (key: MessageKey, n?: number) => new RequestError(msg(key, currentLang(), n), 0, false);
  if (!file.type.startsWith('image/')) throw refuse('uploadImageOnly');
  const compressed = await compressImage(file);
  const failure = checkImageFile(compressed);
  if (failure) throw refuse(failure.message, failure.n);
  const path = await uploadFile(compressed, 'editor');
  return staticUrl(path) ?? path;
}

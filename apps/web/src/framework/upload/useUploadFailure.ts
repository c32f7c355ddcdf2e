import { useCallback } from 'react';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { fileFailedText, imageFailedDialog, uploadFailureOf } from './uploadFailure';

/**
 * Tells the user an upload failed, as framework §8 words it: a file with a 文件上传失败：… toast, an
 * image with the 上传出错 dialog. Answers the reason, for the item's own 上传失败 tooltip.
 */
export function useUploadFailure(): (error: unknown, kind: 'image' | 'file') => string {
  const { message, modal } = useFeedback();
  return useCallback(
    (error, kind) => {
      const lang = currentLang();
      const failure = uploadFailureOf(error, lang);
      if (!failure.alreadyShown) {
        if (kind === 'image') modal.error(imageFailedDialog(failure, lang));
        else message.error(fileFailedText(failure, lang));
      }
      return failure.reason;
    },
    [message, modal],
  );
}

import { type Lang, msg } from '@scenecast/contracts';

/** What to tell the user about a failed upload (framework §8). */
export interface UploadFailure {
  /** The server's message, else 未知错误. */
  reason: string;
  /** The HTTP client already showed it (an expired session, a network error): say nothing more. */
  alreadyShown: boolean;
}

/** Reads the failure of an upload; `alreadyShown` is the http client's RequestError flag. */
export function uploadFailureOf(error: unknown, lang: Lang): UploadFailure {
  const alreadyShown = error instanceof Error && 'alreadyShown' in error && error.alreadyShown === true;
  const reason = error instanceof Error && error.message ? error.message : msg('unknownError', lang);
  return { reason, alreadyShown };
}

/** 文件上传失败：{message}, the toast of a failed file. */
export function fileFailedText(failure: UploadFailure, lang: Lang): string {
  return msg('uploadFailedWith', lang, failure.reason);
}

/** The 上传出错 dialog of a failed image: its title and its 错误信息 line. */
export function imageFailedDialog(failure: UploadFailure, lang: Lang): { title: string; content: string } {
  return { title: msg('uploadErrorTitle', lang), content: msg('uploadErrorInfo', lang, failure.reason) };
}

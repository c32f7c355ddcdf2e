import type { Envelope } from '@scenecast/contracts';
import { RequestError, request } from '../http';
import { type UploadBiz, uploadForm } from './uploadForm';

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  /** Sent by editable-table cells (isup=1), as the spec's table uploads do. */
  fromTable?: boolean;
}

/** An upload refused (400) comes back as an envelope to the widget, which words it (framework §8). */
const answersWithEnvelope = (status: number) => status === 200 || status === 400;

/**
 * POST /sys/common/upload; answers the stored path (the server's `message`). A refusal throws a
 * RequestError with the server's message, not yet shown: the widget shows it as 文件上传失败：….
 */
export async function uploadFile(file: File, biz: UploadBiz, options: UploadOptions = {}): Promise<string> {
  const body: Envelope<string> = await request<string>({
    method: 'post',
    url: '/sys/common/upload',
    data: uploadForm(file, biz, options.fromTable),
    validateStatus: answersWithEnvelope,
    onUploadProgress: (event) => {
      if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  if (!body.success) throw new RequestError(body.message ?? '', body.code, false, body.result);
  return body.result;
}

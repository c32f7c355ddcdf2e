import { call } from '../http';

export type UploadBiz = 'temp' | 'shop' | 'avatar' | 'kepian' | 'works';

/** POST /sys/common/upload: multipart file + biz; answers the stored path (in message and result). */
export async function uploadFile(file: File, biz: UploadBiz, onProgress?: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('biz', biz);
  form.append('file', file, file.name);
  return call<string>({
    method: 'post',
    url: '/sys/common/upload',
    data: form,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
}

/** The server's upload folders; `editor` holds the pictures put into the rich-text and markdown editors. */
export type UploadBiz = 'temp' | 'shop' | 'avatar' | 'kepian' | 'works' | 'editor' | 'pingjia';

/** The multipart form of /sys/common/upload (framework §7): file, type, fileName, biz and, from a table, isup. */
export function uploadForm(file: File, biz: UploadBiz, fromTable = false): FormData {
  const form = new FormData();
  form.append('biz', biz);
  form.append('type', file.type);
  form.append('fileName', file.name);
  if (fromTable) form.append('isup', '1');
  form.append('file', file, file.name);
  return form;
}

/** The upload widget's items and their states (framework §3, §4). */
export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadItem {
  uid: string;
  name: string;
  status: UploadStatus;
  percent: number;
  /** The stored path once done (the server's `message`). */
  path?: string;
  /** Why it failed, for the item's tooltip. */
  message?: string;
}

export type UploadAction =
  | { type: 'add'; uid: string; name: string; limit: number }
  | { type: 'progress'; uid: string; percent: number }
  | { type: 'done'; uid: string; path: string }
  | { type: 'error'; uid: string; message: string }
  | { type: 'remove'; uid: string }
  | { type: 'reset'; paths: readonly string[] };

/** Limit 0 means unlimited; otherwise only the last N items are kept. */
export function keepLast<T>(items: readonly T[], limit: number): T[] {
  return limit > 0 && items.length > limit ? items.slice(items.length - limit) : [...items];
}

/** Items for stored paths (the widget's value). */
export function itemsOfPaths(paths: readonly string[]): UploadItem[] {
  return paths.map((path, index) => ({
    uid: `stored-${index}-${path}`,
    name: path.split('/').pop() ?? path,
    status: 'done',
    percent: 100,
    path,
  }));
}

export function uploadListReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  const update = (patch: (item: UploadItem) => UploadItem) =>
    items.map((item) => (item.uid === ('uid' in action ? action.uid : '') ? patch(item) : item));
  switch (action.type) {
    case 'add':
      return keepLast(
        [...items, { uid: action.uid, name: action.name, status: 'uploading', percent: 0 }],
        action.limit,
      );
    case 'progress':
      return update((item) => ({ ...item, percent: Math.min(99, Math.max(item.percent, action.percent)) }));
    case 'done':
      return update((item) => ({ ...item, status: 'done', percent: 100, path: action.path, message: undefined }));
    case 'error':
      return update((item) => ({ ...item, status: 'error', message: action.message }));
    case 'remove':
      return items.filter((item) => item.uid !== action.uid);
    case 'reset':
      return itemsOfPaths(action.paths);
  }
}

/** The path list to emit, or null while any item is still uploading or has failed. */
export function completedPaths(items: readonly UploadItem[]): string[] | null {
  if (items.some((item) => item.status !== 'done' || !item.path)) return null;
  return items.map((item) => item.path as string);
}

/** "<file> 上传失败." (business §8). */
export function uploadFailedText(fileName: string, template: string): string {
  return template.replace('{file}', fileName);
}

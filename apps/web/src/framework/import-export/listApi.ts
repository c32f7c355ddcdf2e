import { type Envelope, type MessageKey, msg, type Page } from '@scenecast/contracts';
import { call, getResult, http, RequestError, request } from '../http';
import { currentLang } from '../i18n';
import { blobErrorMessage, dispositionFileName, saveBlob } from './download';
import { failureOutcome, type ImportOutcome, importOutcome } from './importOutcome';
import { batchDeleteRefusal, type ListUrls, MISSING_URL } from './listUrls';

function refusal(key: MessageKey): RequestError {
  return new RequestError(msg(key, currentLang()), 0, false);
}

function urlOf(urls: ListUrls, which: keyof typeof MISSING_URL): string {
  const url = urls[which];
  if (!url) throw refusal(MISSING_URL[which]);
  return url;
}

export type ListParams = Record<string, string | number | undefined>;

export const fetchListPage = <T>(urls: ListUrls, params: ListParams) => getResult<Page<T>>(urlOf(urls, 'list'), params);

export const deleteRecord = (urls: ListUrls, id: string) =>
  call<unknown>({ method: 'delete', url: urlOf(urls, 'delete'), params: { id } });

export function deleteRecords(urls: ListUrls, ids: string[]): Promise<unknown> {
  const refused = batchDeleteRefusal(urls, ids);
  if (refused) return Promise.reject(refusal(refused));
  return call<unknown>({ method: 'delete', url: urlOf(urls, 'deleteBatch'), params: { ids: ids.join(',') } });
}

/**
 * Downloads the list's current query, or only the selected rows, as .xlsx. A refusal read from the
 * blob shows the server's message; any other failure 文件下载失败.
 */
export async function exportXls(
  url: string,
  params: ListParams,
  selections: string[],
  fileName: string,
): Promise<void> {
  const query = selections.length > 0 ? { ...params, selections: selections.join(',') } : params;
  let response: { data: Blob; headers: Record<string, unknown> };
  try {
    response = await http.get<Blob>(url, { params: query, responseType: 'blob' });
  } catch {
    throw refusal('exportFailed');
  }
  const refused = await blobErrorMessage(response.data);
  if (refused !== null) throw new RequestError(refused || msg('exportFailed', currentLang()), 0, false);
  const header = response.headers['content-disposition'];
  saveBlob(response.data, dispositionFileName(typeof header === 'string' ? header : undefined) ?? `${fileName}.xlsx`);
}

/** Uploads the spreadsheets in one multipart request (`file` parts) and reads the outcome. */
export async function importFiles(
  url: string,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<ImportOutcome> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const names = files.map((file) => file.name);
  try {
    const body = await request<unknown>({
      method: 'post',
      url,
      data: form,
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    });
    return importOutcome(body as Envelope<unknown>, names, currentLang());
  } catch (error) {
    return failureOutcome(names, error instanceof RequestError ? error.message : undefined, currentLang());
  }
}

import { msg } from '@scenecast/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../http';
import { currentLang } from '../i18n';
import { showRefusal, useActionRunner } from '../refusal';
import { useFeedback } from '../useFeedback';
import { deleteRecord, deleteRecords, exportXls, fetchListPage, type ListParams } from './listApi';
import { batchDeleteRefusal, type ListUrls } from './listUrls';
import './locale';

export const listKeys = {
  all: (urls: ListUrls) => ['list', urls.list ?? ''] as const,
  page: (urls: ListUrls, params: ListParams) => ['list', urls.list ?? '', params] as const,
};

/** A page of a generic list; its failure shows as a warning (请设置url.list属性! without a URL). */
export function useListPage<T>(urls: ListUrls, params: ListParams) {
  const { message } = useFeedback();
  const page = useQuery({
    queryKey: listKeys.page(urls, params),
    queryFn: () => fetchListPage<T>(urls, params),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { error } = page;
  useEffect(() => {
    if (error instanceof RequestError && !error.alreadyShown) message.warning(error.message);
  }, [error, message]);
  return page;
}

/** Delete, batch delete and export of a generic list, with their confirmations and messages. */
export function useListActions(urls: ListUrls) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKeys.all(urls) });
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const runAction = useActionRunner(refresh);
  const [exporting, setExporting] = useState(false);

  const remove = (id: string) => runAction(() => deleteRecord(urls, id), t('list.deleted'));

  /** Resolves to whether the rows were deleted (the caller then clears its selection). */
  const removeBatch = (ids: string[]) =>
    new Promise<boolean>((resolve) => {
      const refused = batchDeleteRefusal(urls, ids);
      if (refused) {
        message.warning(msg(refused, currentLang()));
        resolve(false);
        return;
      }
      modal.confirm({
        title: t('list.confirmTitle'),
        content: t('list.confirmBatchDelete', { count: ids.length }),
        onOk: async () => resolve(await runAction(() => deleteRecords(urls, ids), t('list.deleted'))),
        onCancel: () => resolve(false),
      });
    });

  const exportList = async (params: ListParams, selections: string[], fileName: string) => {
    if (!urls.exportXls) return;
    setExporting(true);
    try {
      await exportXls(urls.exportXls, params, selections, fileName);
    } catch (error) {
      showRefusal(message, error);
    } finally {
      setExporting(false);
    }
  };

  return { remove, removeBatch, exportList, exporting, refresh };
}

import type { QyBlock, QyBlockItem, QyBlockType, QyTemplate } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, getResult, postResult } from '../../framework/http';

const B = '/qiye/block';

export interface BlockFields {
  title: string;
  text: string;
  items: QyBlockItem[];
  isShow: number;
}

export const qiyeKeys = {
  blocks: (shopId: string) => ['qiye', 'blocks', shopId] as const,
  templates: ['qiye', 'templates'] as const,
};

export const useBlocks = (shopId: string | null) =>
  useQuery({
    queryKey: qiyeKeys.blocks(shopId ?? ''),
    queryFn: () => getResult<QyBlock[]>(`${B}/list`, { shopId }),
    enabled: Boolean(shopId),
  });

export const useTemplates = () =>
  useQuery({ queryKey: qiyeKeys.templates, queryFn: () => getResult<QyTemplate[]>('/qiye/template/list') });

export const addBlock = (shopId: string, type: QyBlockType, fields: BlockFields) =>
  postResult<QyBlock>(`${B}/add`, { shopId, type, ...fields });
export const editBlock = (id: string, fields: BlockFields) => postResult<QyBlock>(`${B}/edit`, { id, ...fields });
export const deleteBlock = (id: string) => call<void>({ method: 'delete', url: `${B}/delete`, params: { id } });
export const sortBlocks = (shopId: string, ids: string[]) => postResult<QyBlock[]>(`${B}/sort`, { shopId, ids });
export const applyTemplate = (shopId: string, templateId: string) =>
  postResult<QyBlock[]>('/qiye/template/apply', { shopId, templateId });

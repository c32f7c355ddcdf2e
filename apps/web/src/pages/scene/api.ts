import type { MySceneRecord as MyScene, Page } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { getResult, postResult } from '../../framework/http';

export type { MySceneRecord as MyScene } from '@scenecast/contracts';

export interface SceneCount {
  count: number;
  list: { changjingId: string; name: string; isOwner: boolean }[];
  tenantHasScene: boolean;
}

/** A scene template (business §3): id, name, descText, cover. */
export interface SceneTemplate {
  id: string;
  name: string;
  descText: string;
  cover: string;
}

export interface SceneAddResult {
  myChangjingId: string;
  changjingId: string;
  shopId: string;
}

/** Scene list page size 1000 (business §9). */
export const SCENE_LIST_PAGE_SIZE = 1000;

export const sceneKeys = {
  all: ['scene'] as const,
  count: ['scene', 'count'] as const,
  mine: ['scene', 'mine'] as const,
  templates: ['scene', 'templates'] as const,
};

export const useSceneCount = (enabled = true) =>
  useQuery({
    queryKey: sceneKeys.count,
    queryFn: () => getResult<SceneCount>('/changjing/cjMyChangjing/count'),
    enabled,
  });

export const useMyScenes = (enabled = true) =>
  useQuery({
    queryKey: sceneKeys.mine,
    queryFn: async () => {
      const result = await getResult<Page<MyScene> | MyScene[]>('/changjing/cjMyChangjing/queryMyChangjingList');
      return Array.isArray(result) ? result : result.records;
    },
    enabled,
  });

/** Extra templates: only privileged users get any (the server answers others an empty page). */
export const useSceneTemplates = (enabled = true) =>
  useQuery({
    queryKey: sceneKeys.templates,
    queryFn: async () => {
      const page = await getResult<Page<SceneTemplate>>('/ptadmin/scene/list/simple', {
        pageNo: 1,
        pageSize: SCENE_LIST_PAGE_SIZE,
        hasTemplate: true,
      });
      return page.records;
    },
    enabled,
  });

export const addScene = (payload: { changjingId: string; shopName: string; shopBrand: string }) =>
  postResult<SceneAddResult>('/changjing/cjMyChangjing/v2/add', payload);

/** A scene template (GET /ptadmin/scene/list/simple and the fixed four). */
export interface SceneTemplate {
  id: string;
  name: string;
  descText: string;
  cover: string;
  hasTemplate: boolean;
  sort: number;
}

/** One of the caller's scenes (GET queryMyChangjingList). */
export interface MySceneRecord {
  id: string;
  changjingId: string;
  name: string;
  descText: string;
  cover: string;
  shopCount: number;
  createTime: string;
}

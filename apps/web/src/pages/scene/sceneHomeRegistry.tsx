import { PictureOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import type { ShopRecord } from '@scenecast/contracts';
import type { ReactNode } from 'react';

/** What a scene home hands to its sections: the chosen shop and the scene kind of the home. */
export interface SceneHomeContext {
  shop: ShopRecord;
  /** 'cj' (photography / clothing), 'qy' (enterprise) or 'ls' (retail). */
  home: 'cj' | 'qy' | 'ls';
}

/** A block below the shop summary (e.g. the device summary), rendered for the chosen shop. */
export interface SceneHomeSection {
  key: string;
  /** The homes it appears on; all when absent. */
  homes?: SceneHomeContext['home'][];
  order?: number;
  render: (context: SceneHomeContext) => ReactNode;
}

/** An entry card to a page; shown only when the user's menu has that route. */
export interface SceneHomeEntry {
  key: string;
  path: string;
  icon: ReactNode;
  /** i18n keys. */
  title: string;
  description: string;
  homes?: SceneHomeContext['home'][];
}

export const SCENE_HOME_ENTRIES: SceneHomeEntry[] = [
  {
    key: 'shops',
    path: '/cjmain/shop',
    icon: <ShopOutlined />,
    title: 'sceneHome.entries.shops',
    description: 'sceneHome.entries.shopsDesc',
  },
  {
    key: 'members',
    path: '/cjmain/member',
    icon: <TeamOutlined />,
    title: 'sceneHome.entries.members',
    description: 'sceneHome.entries.membersDesc',
  },
  {
    key: 'works',
    path: '/cjmain/works',
    icon: <PictureOutlined />,
    title: 'works.entry',
    description: 'works.entryDesc',
  },
];

export const SCENE_HOME_SECTIONS: SceneHomeSection[] = [];

/** Adds a section to every scene home (one per key). */
export function registerSceneHomeSection(section: SceneHomeSection): void {
  if (!SCENE_HOME_SECTIONS.some((known) => known.key === section.key)) SCENE_HOME_SECTIONS.push(section);
}

/** Adds an entry card (one per key). */
export function registerSceneHomeEntry(entry: SceneHomeEntry): void {
  if (!SCENE_HOME_ENTRIES.some((known) => known.key === entry.key)) SCENE_HOME_ENTRIES.push(entry);
}

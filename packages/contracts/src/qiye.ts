/**
 * The enterprise scene's page (`qy`, "zero-code company information display"): a shop's page is
 * an ordered list of blocks, each of one kind, composed in the console and shown on its screens.
 * No zod here: the console imports these constants.
 */

/** The kinds of block a company page is made of, in the order a new page usually takes them. */
export const QY_BLOCK_TYPES = ['profile', 'products', 'honours', 'cases', 'team', 'contact'] as const;
export type QyBlockType = (typeof QY_BLOCK_TYPES)[number];

/** Default titles of each kind (zh-CN as shown on screens; the console localises the kind's name). */
export const QY_BLOCK_DEFAULT_TITLES: Record<QyBlockType, string> = {
  profile: '公司简介',
  products: '产品与服务',
  honours: '荣誉资质',
  cases: '客户案例',
  team: '团队风采',
  contact: '联系我们',
};

export const QY_BLOCKS_MAX = 20;
export const QY_BLOCK_TITLE_MAX = 30;
export const QY_BLOCK_TEXT_MAX = 2000;
export const QY_BLOCK_ITEMS_MAX = 30;
export const QY_ITEM_TITLE_MAX = 30;
export const QY_ITEM_TEXT_MAX = 500;
export const QY_IMAGE_PATH_MAX = 500;

/** One entry of a block: a product, an honour, a case, a team member or a contact line. */
export interface QyBlockItem {
  title: string;
  text: string;
  /** A stored upload's path, or "" for none. */
  image: string;
}

export interface QyBlock {
  id: string;
  shopId: string;
  type: QyBlockType;
  title: string;
  text: string;
  items: QyBlockItem[];
  /** 1 shown on screens, 0 kept as a draft. */
  isShow: number;
  sort: number;
  updateTime: string;
}

/** A starting template: the kinds it lays out, with sample texts to overwrite. */
export interface QyTemplate {
  id: string;
  name: { zh: string; en: string };
  blocks: { type: QyBlockType; text: string; items: QyBlockItem[] }[];
}

const line = (title: string, text: string): QyBlockItem => ({ title, text, image: '' });

export const QY_TEMPLATES: readonly QyTemplate[] = [
  {
    id: 'standard',
    name: { zh: '企业标准版', en: 'Standard company page' },
    blocks: [
      { type: 'profile', text: '在这里介绍公司的历史、使命与主营业务。', items: [] },
      {
        type: 'products',
        text: '',
        items: [line('主营产品', '一句话介绍产品的特点'), line('专业服务', '一句话介绍服务内容')],
      },
      { type: 'honours', text: '', items: [line('荣誉名称', '颁发机构与年份')] },
      { type: 'cases', text: '', items: [line('客户名称', '项目简介与成果')] },
      { type: 'team', text: '', items: [line('姓名', '职务')] },
      { type: 'contact', text: '', items: [line('电话', ''), line('地址', '')] },
    ],
  },
  {
    id: 'brief',
    name: { zh: '简约版', en: 'Brief' },
    blocks: [
      { type: 'profile', text: '在这里介绍公司的历史、使命与主营业务。', items: [] },
      { type: 'products', text: '', items: [line('主营产品', '一句话介绍产品的特点')] },
      { type: 'contact', text: '', items: [line('电话', ''), line('地址', '')] },
    ],
  },
  {
    id: 'showcase',
    name: { zh: '案例展示版', en: 'Case showcase' },
    blocks: [
      { type: 'profile', text: '在这里介绍公司的历史、使命与主营业务。', items: [] },
      { type: 'cases', text: '', items: [line('客户名称', '项目简介与成果'), line('客户名称', '项目简介与成果')] },
      { type: 'honours', text: '', items: [line('荣誉名称', '颁发机构与年份')] },
      { type: 'contact', text: '', items: [line('电话', '')] },
    ],
  },
];

/** A block as a screen gets it (GET /screen/qiye): images as addresses. */
export interface ScreenQyBlock {
  id: string;
  type: QyBlockType;
  title: string;
  text: string;
  items: { title: string; text: string; imageUrl: string | null }[];
}

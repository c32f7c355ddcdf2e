import { registerLocale } from '../../../framework/registerLocale';
import { studioEnUS } from '../../../locales/studio.en-US';
import { studioZhCN } from '../../../locales/studio.zh-CN';

// The studio pages' texts travel in their own chunks, not the first screen's.
registerLocale(studioZhCN, studioEnUS);

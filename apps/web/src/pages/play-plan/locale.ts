import { registerLocale } from '../../framework/registerLocale';
import { playPlanEnUS } from '../../locales/playPlan.en-US';
import { playPlanZhCN } from '../../locales/playPlan.zh-CN';

// The page's texts travel in its own chunk, not the first screen's.
registerLocale(playPlanZhCN, playPlanEnUS);

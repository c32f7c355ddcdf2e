import { registerLocale } from '../../framework/registerLocale';
import { studioBookingEnUS } from '../../locales/studio-booking.en-US';
import { studioBookingZhCN } from '../../locales/studio-booking.zh-CN';

// The schedule and order pages' texts travel in their own chunks, not the first screen's.
registerLocale(studioBookingZhCN, studioBookingEnUS);

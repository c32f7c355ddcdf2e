import { BOOKING_DEFAULTS, type OpeningDay, type ShouyeModule } from '@scenecast/contracts';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per shop: its brand story, base info (opening hours, booking rules) and the modules its
 * home shows. A shop without a row has the defaults of studio.ts.
 */
export const studioProfile = pgTable('cj_studio_profile', {
  shopId: text('shop_id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  storyTitle: text('story_title').notNull().default(''),
  /** Rich text (sanitised HTML). */
  storyContent: text('story_content').notNull().default(''),
  storyImages: jsonb('story_images').$type<string[]>().notNull().default([]),
  storyVideo: text('story_video'),
  openingHours: jsonb('opening_hours').$type<OpeningDay[]>().notNull().default([]),
  depositPercent: integer('deposit_percent').notNull().default(BOOKING_DEFAULTS.depositPercent),
  cancelHours: integer('cancel_hours').notNull().default(BOOKING_DEFAULTS.cancelHours),
  slotMinutes: integer('slot_minutes').notNull().default(BOOKING_DEFAULTS.slotMinutes),
  homeModules: jsonb('home_modules').$type<ShouyeModule[]>(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});
export type StudioProfileRow = typeof studioProfile.$inferSelect;

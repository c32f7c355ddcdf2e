import { dayOfDate, localToInstant, msg, type PlayReportQuery, type PlayReportRow } from '@scenecast/contracts';
import { and, asc, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { deviceLabels } from '../device/queries.js';
import { requireDeviceAccess } from '../device/service.js';
import { requireShopAccess } from '../shop/service.js';
import { worksNames } from '../works/names.js';
import { playRecords } from './schema.js';

/** The longest span one report covers (a quarter). */
export const PLAY_REPORT_MAX_DAYS = 92;
/**
 * Plays per day, screen and work of one shop (or one of its screens) between two days, both
 * included: how many times and how many seconds. Days are the shop's, in its time zone (midnight to
 * midnight local time, 23 or 25 hours on a day clocks change).
 */
export async function playReport(db: Db, scope: Scope, query: PlayReportQuery): Promise<PlayReportRow[]> {
  const shop = await requireShopAccess(db, scope, query.shopId);
  if (query.deviceId) {
    const device = await requireDeviceAccess(db, scope, query.deviceId);
    if (device.shopId !== shop.id) throw forbidden(msg('deviceNotInShop'));
  }
  const firstDay = dayOfDate(query.from);
  const lastDay = dayOfDate(query.to);
  if (firstDay > lastDay) throw new BusinessError(msg('playReportSpanInvalid'));
  if (lastDay - firstDay + 1 > PLAY_REPORT_MAX_DAYS) {
    throw new BusinessError(msg('playReportSpanTooLong', 'zh', PLAY_REPORT_MAX_DAYS));
  }
  const from = localToInstant(shop.timeZone, firstDay, 0);
  const to = localToInstant(shop.timeZone, lastDay + 1, 0);
  const day = sql<string>`to_char(${playRecords.startedAt} AT TIME ZONE ${shop.timeZone}, 'YYYY-MM-DD')`;
  // The day is the first column: GROUP BY and ORDER BY name it by position, as a second copy of the
  // expression would carry its own parameter and no longer be the same expression to PostgreSQL.
  const dayColumn = sql`1`;
  const rows = await db
    .select({
      day,
      deviceId: playRecords.deviceId,
      workId: playRecords.workId,
      plays: count(),
      totalMs: sum(playRecords.durationMs).mapWith(Number),
    })
    .from(playRecords)
    .where(
      and(
        eq(playRecords.shopId, shop.id),
        query.deviceId ? eq(playRecords.deviceId, query.deviceId) : undefined,
        gte(playRecords.startedAt, new Date(from)),
        lt(playRecords.startedAt, new Date(to)),
      ),
    )
    .groupBy(dayColumn, playRecords.deviceId, playRecords.workId)
    .orderBy(dayColumn, asc(playRecords.deviceId), asc(playRecords.workId));
  const screens = await deviceLabels(db, [...new Set(rows.map((row) => row.deviceId))]);
  const names = await worksNames(db, [...new Set(rows.map((row) => row.workId))]);
  return rows.map((row) => ({
    day: row.day,
    deviceId: row.deviceId,
    deviceNo: screens.get(row.deviceId)?.deviceNo ?? '',
    deviceName: screens.get(row.deviceId)?.name ?? '',
    workId: row.workId,
    workName: names.get(row.workId) ?? '',
    plays: row.plays,
    seconds: Math.round(row.totalMs / 1000),
  }));
}

/** The export's columns, in the report's order. */
export const PLAY_REPORT_HEADER = ['日期', '设备编号', '设备名称', '作品', '播放次数', '播放时长(秒)'] as const;

export const playReportSheetRows = (rows: PlayReportRow[]) =>
  rows.map((row) => [row.day, row.deviceNo, row.deviceName, row.workName || row.workId, row.plays, row.seconds]);

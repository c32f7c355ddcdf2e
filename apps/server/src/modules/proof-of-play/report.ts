import { msg, PLAY_REPORT_UTC_OFFSET_HOURS, type PlayReportQuery, type PlayReportRow } from '@scenecast/contracts';
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
const DAY_MS = 86_400_000;
const OFFSET_MS = PLAY_REPORT_UTC_OFFSET_HOURS * 3_600_000;

/** The instant a report day (yyyy-MM-dd, shop time) starts. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - OFFSET_MS;

/**
 * Plays per day, screen and work of one shop (or one of its screens) between two days, both
 * included: how many times and how many seconds. Days are the shops' (UTC+8).
 */
export async function playReport(db: Db, scope: Scope, query: PlayReportQuery): Promise<PlayReportRow[]> {
  const shop = await requireShopAccess(db, scope, query.shopId);
  if (query.deviceId) {
    const device = await requireDeviceAccess(db, scope, query.deviceId);
    if (device.shopId !== shop.id) throw forbidden(msg('deviceNotInShop'));
  }
  const from = dayStart(query.from);
  const to = dayStart(query.to) + DAY_MS;
  if (from >= to) throw new BusinessError(msg('playReportSpanInvalid'));
  if (to - from > PLAY_REPORT_MAX_DAYS * DAY_MS) {
    throw new BusinessError(msg('playReportSpanTooLong', 'zh', PLAY_REPORT_MAX_DAYS));
  }
  // The offset is our constant, written into the text so GROUP BY sees the same expression as SELECT.
  const offset = sql.raw(`interval '${PLAY_REPORT_UTC_OFFSET_HOURS} hours'`);
  const day = sql<string>`to_char((${playRecords.startedAt} AT TIME ZONE 'UTC') + ${offset}, 'YYYY-MM-DD')`;
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
    .groupBy(day, playRecords.deviceId, playRecords.workId)
    .orderBy(asc(day), asc(playRecords.deviceId), asc(playRecords.workId));
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

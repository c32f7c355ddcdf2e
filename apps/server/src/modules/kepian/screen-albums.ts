import {
  KEPIAN_PASSWORD_GUESSES_PER_MINUTE,
  KEPIAN_STATUS_ON,
  msg,
  type ScreenAlbumCard,
  type ScreenAlbumCategory,
  type ScreenAlbumDetail,
} from '@scenecast/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { verifyPassword } from '../../platform/auth/passwords.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden, HttpError } from '../../platform/http/errors.js';
import type { DeviceRow } from '../device/schema.js';
import { staticUrl } from '../works/context.js';
import { sharedToShop } from './access.js';
import { displayOrder } from './albums.js';
import { photosOf } from './photos.js';
import {
  type KepianRow,
  kepian,
  kepianFenlei,
  kepianFenleiLink,
  kepianPasswordGuess,
  kepianShareHidden,
} from './schema.js';
import { toRecords } from './views.js';

/** Albums a screen may show: on show and public on screen, of its shop or shared to its shop. */
function screenAlbums(shopId: string) {
  return and(
    eq(kepian.status, KEPIAN_STATUS_ON),
    eq(kepian.isPublicPd, 1),
    or(eq(kepian.shopId, shopId), sharedToShop(shopId)),
  );
}

const pairedShop = (device: DeviceRow) => (device.shopId !== null && device.status === 0 ? device.shopId : null);

const card = (record: Awaited<ReturnType<typeof toRecords>>[number]): ScreenAlbumCard => ({
  id: record.id,
  mainNumber: record.mainNumber,
  title: record.title,
  coverUrl: record.coverUrl,
  photoCount: record.photoCount,
  isProtected: record.hasPassword,
});

/**
 * GET /screen/albums: album mode. The screen's public albums by category (category order, then
 * album order); an album in several categories shows in each, one in none under 未分类 (id null).
 */
export async function screenAlbumCategories(
  db: Db,
  apiBase: string,
  device: DeviceRow,
): Promise<ScreenAlbumCategory[]> {
  const shopId = pairedShop(device);
  if (!shopId) return [];
  const rows = await db
    .select()
    .from(kepian)
    .where(screenAlbums(shopId))
    .orderBy(...displayOrder);
  if (rows.length === 0) return [];
  const cards = new Map((await toRecords(db, apiBase, rows)).map((record) => [record.id, card(record)]));
  const links = await db
    .select({ kepianId: kepianFenleiLink.kepianId, fenlei: kepianFenlei })
    .from(kepianFenleiLink)
    .innerJoin(kepianFenlei, eq(kepianFenlei.id, kepianFenleiLink.fenleiId))
    .where(
      and(
        inArray(
          kepianFenleiLink.kepianId,
          rows.map((row) => row.id),
        ),
        // An album shared from another shop shows under that shop's shared categories only, never
        // under its private ones nor those this shop hid.
        or(
          eq(kepianFenlei.shopId, shopId),
          and(
            eq(kepianFenlei.isShare, 1),
            sql`NOT EXISTS (SELECT 1 FROM ${kepianShareHidden} h WHERE h.receiver_shop_id = ${shopId} AND h.fenlei_id = ${kepianFenlei.id})`,
          ),
        ),
      ),
    )
    .orderBy(sql`${kepianFenlei.shopId} <> ${shopId}`, asc(kepianFenlei.level), asc(kepianFenlei.sort));
  const categories = new Map<string, ScreenAlbumCategory>();
  const placed = new Set<string>();
  for (const link of links) {
    const category = categories.get(link.fenlei.id) ?? { id: link.fenlei.id, name: link.fenlei.name, albums: [] };
    categories.set(link.fenlei.id, category);
    placed.add(link.kepianId);
  }
  const order = new Map(rows.map((row, index) => [row.id, index]));
  for (const link of links) categories.get(link.fenlei.id)?.albums.push(cards.get(link.kepianId) as ScreenAlbumCard);
  for (const category of categories.values()) {
    category.albums.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }
  const loose = rows.filter((row) => !placed.has(row.id)).map((row) => cards.get(row.id) as ScreenAlbumCard);
  return [...categories.values(), ...(loose.length > 0 ? [{ id: null, name: '未分类', albums: loose }] : [])];
}

const WINDOW = sql`interval '1 minute'`;

async function guessesBlocked(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(kepianPasswordGuess)
    .where(and(eq(kepianPasswordGuess.key, key), sql`${kepianPasswordGuess.windowStart} >= now() - ${WINDOW}`))
    .limit(1);
  return !!row && row.attempts >= KEPIAN_PASSWORD_GUESSES_PER_MINUTE;
}

async function recordWrongGuess(db: Db, key: string): Promise<void> {
  const over = sql`${kepianPasswordGuess.windowStart} < now() - ${WINDOW}`;
  await db
    .insert(kepianPasswordGuess)
    .values({ key, attempts: 1 })
    .onConflictDoUpdate({
      target: kepianPasswordGuess.key,
      set: {
        attempts: sql`CASE WHEN ${over} THEN 1 ELSE ${kepianPasswordGuess.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${over} THEN now() ELSE ${kepianPasswordGuess.windowStart} END`,
      },
    });
}

/**
 * POST /screen/albums/:id: an album's photos for the screen. Only an album the screen may show
 * (else 403); a protected one only with its password, checked here: a wrong one answers 密码错误,
 * and after KEPIAN_PASSWORD_GUESSES_PER_MINUTE wrong ones in a minute the screen gets 429.
 */
export async function openScreenAlbum(
  db: Db,
  apiBase: string,
  device: DeviceRow,
  id: string,
  password: string | undefined,
): Promise<ScreenAlbumDetail> {
  const shopId = pairedShop(device);
  if (!shopId) throw forbidden(msg('shopNoAccess'));
  const [row] = await db
    .select()
    .from(kepian)
    .where(and(eq(kepian.id, id), screenAlbums(shopId)))
    .limit(1);
  if (!row) throw forbidden(msg('shopNoAccess'));
  await checkPassword(db, device.id, row, password);
  const [record] = await toRecords(db, apiBase, [row]);
  const photos = await photosOf(db, row.id);
  return {
    ...card(record),
    photos: photos.map((photo) => ({
      id: photo.id,
      url: staticUrl(apiBase, photo.fileKey),
      width: photo.width,
      height: photo.height,
    })),
  };
}

async function checkPassword(db: Db, deviceId: string, album: KepianRow, password: string | undefined) {
  if (album.passwordHash === null) return;
  const key = `screen:${deviceId}`;
  if (await guessesBlocked(db, key)) throw new HttpError(429, msg('kepianPasswordTooMany'));
  if (!password || !(await verifyPassword(album.passwordHash, password))) {
    await recordWrongGuess(db, key);
    throw new BusinessError(msg('kepianPasswordWrong'));
  }
}

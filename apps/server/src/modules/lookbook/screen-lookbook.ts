import { FZ_STATUS_ON, type FzSeason, type ScreenFzLookbook, type ScreenFzStyle } from '@scenecast/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { staticUrl } from '../works/context.js';
import { fzCollections, fzStyles } from './schema.js';

/**
 * What a screen of a clothing shop shows: its shown collections in order, each with its shown
 * styles in order. A collection with no style to show is left out: a cover that opens onto nothing
 * would only disappoint a shopper.
 */
export async function screenLookbook(db: Db, apiBase: string, shopId: string): Promise<ScreenFzLookbook> {
  const [collections, styles] = await Promise.all([
    db
      .select()
      .from(fzCollections)
      .where(and(eq(fzCollections.shopId, shopId), eq(fzCollections.status, FZ_STATUS_ON)))
      .orderBy(asc(fzCollections.sort), asc(fzCollections.createTime)),
    db
      .select()
      .from(fzStyles)
      .where(and(eq(fzStyles.shopId, shopId), eq(fzStyles.status, FZ_STATUS_ON)))
      .orderBy(asc(fzStyles.sort), asc(fzStyles.id)),
  ]);
  const byCollection = new Map<string, ScreenFzStyle[]>();
  for (const row of styles) {
    const list = byCollection.get(row.collectionId) ?? [];
    list.push({
      id: row.id,
      styleNo: row.styleNo,
      name: row.name,
      price: row.price,
      sizes: row.sizes,
      colours: row.colours,
      fabric: row.fabric,
      description: row.description,
      tags: row.tags,
      photoUrls: row.photos.map((photo) => staticUrl(apiBase, photo)),
    });
    byCollection.set(row.collectionId, list);
  }
  return {
    collections: collections.flatMap((row) => {
      const shown = byCollection.get(row.id) ?? [];
      if (shown.length === 0) return [];
      const coverUrl = row.cover
        ? staticUrl(apiBase, row.cover)
        : (shown.find((style) => style.photoUrls[0])?.photoUrls[0] ?? '');
      return [
        {
          id: row.id,
          name: row.name,
          season: row.season as FzSeason,
          year: row.year,
          description: row.description,
          coverUrl,
          styles: shown,
        },
      ];
    }),
  };
}

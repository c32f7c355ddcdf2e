import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

type OrderedTable = PgTable & { id: AnyPgColumn; sort: AnyPgColumn };

/** Numbers the rows 1..n in the order of `ids`, all or none. */
export async function writeListOrder<T extends OrderedTable>(db: Db, table: T, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(table)
        .set({ sort: index + 1 } as PgUpdateSetSource<T>)
        .where(eq(table.id, id));
    }
  });
}

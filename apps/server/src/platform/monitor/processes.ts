import os from 'node:os';
import { desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { SocketCounts } from './metrics.js';
import { serverProcesses } from './schema.js';

/** How often a process writes its row, and how long a silent one still counts as alive. */
export const PROCESS_BEAT_MS = 5_000;
export const PROCESS_GONE_AFTER_MS = 3 * PROCESS_BEAT_MS;

export interface ProcessBeat {
  id: string;
  sockets(): SocketCounts;
}

/** Writes this process's row now; rows silent for a day are dropped on the way. */
export async function beat(db: Db, process_: ProcessBeat, startTime: Date): Promise<void> {
  const counts = process_.sockets();
  const now = new Date();
  const row = { seenTime: now, consoles: counts.consoles, screens: counts.screens };
  await db
    .insert(serverProcesses)
    .values({ id: process_.id, host: os.hostname(), pid: process.pid, startTime, ...row })
    .onConflictDoUpdate({ target: serverProcesses.id, set: row });
  await db.delete(serverProcesses).where(lt(serverProcesses.seenTime, new Date(now.getTime() - 86_400_000)));
}

/** Every process of the cluster heard from lately, the longest running first. */
export function liveProcesses(db: Db) {
  return db
    .select()
    .from(serverProcesses)
    .where(gte(serverProcesses.seenTime, new Date(Date.now() - PROCESS_GONE_AFTER_MS)))
    .orderBy(desc(serverProcesses.startTime));
}

/** Removes this process's row on a clean shutdown. */
export async function leave(db: Db, id: string): Promise<void> {
  await db.delete(serverProcesses).where(eq(serverProcesses.id, id));
}

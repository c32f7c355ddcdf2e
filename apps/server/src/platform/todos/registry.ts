import { msg, TODO_SOURCES, type TodoItem } from '@scenecast/contracts';
import type { Scope } from '../auth/scope.js';
import type { Db } from '../db/database.js';

/**
 * A source of the bell's to-dos, filled in by the module that owns the data at start-up. A to-do
 * is read from the module's current state each time, so it leaves as soon as it is handled (the
 * screen is back online, the photo replaced…), whichever process handled it.
 */
export interface TodoSource {
  name: TodoItem['source'];
  list(db: Db, scope: Scope): Promise<TodoItem[]>;
}

const sources = new Map<string, TodoSource>();

/** Adds a source. The same source again is a no-op; another under a taken name throws. */
export function registerTodoSource(source: TodoSource): void {
  const known = sources.get(source.name);
  if (known === source) return;
  if (known) throw new Error(`to-do source ${source.name} is already registered`);
  sources.set(source.name, source);
}

/** Every source's to-dos for the caller, newest first. */
export async function todosOf(db: Db, scope: Scope): Promise<TodoItem[]> {
  const lists = await Promise.all([...sources.values()].map((source) => source.list(db, scope)));
  return lists.flat().sort((a, b) => (b.time ?? '').localeCompare(a.time ?? ''));
}

/** A to-do of a source about one business row, worded in zh-CN for clients that show the server's text. */
export function todoItem(
  source: TodoItem['source'],
  row: { businessId: string; subject: string; path: string; time: Date | null },
): TodoItem {
  return {
    key: `${source}:${row.businessId}`,
    source,
    businessId: row.businessId,
    subject: row.subject,
    title: msg(TODO_SOURCES[source], 'zh', row.subject),
    path: row.path,
    time: row.time?.toISOString() ?? null,
  };
}

import { type Column, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { escapeUnstorable } from '../db/storable-text.js';
import { maskSecrets } from './mask.js';
import { operationLog } from './schema.js';

/** The table a write changes, so the log can keep its rows before and after: read by primary key. */
export interface AuditTarget {
  table: PgTable;
  id: Column;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Operation log. Every write (not GET) that declares a button `permission` is logged; `audit`
     * logs a write without one (`true`), or names the table whose rows the log keeps before and
     * after the write (the row ids come from the request's `id`, or its comma-joined `ids`).
     */
    audit?: AuditTarget | true;
  }
  interface FastifyRequest {
    /** The audited rows as they were before the handler ran. */
    auditBefore?: unknown[];
  }
}

/** At most this many rows of a batch write are kept before and after. */
const MAX_AUDITED_ROWS = 50;

function isAudited(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return request.method !== 'GET' && request.method !== 'HEAD' && Boolean(config?.permission || config?.audit);
}

function field(source: unknown, name: string): unknown {
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
}

/** The ids a write names: `id`, or the comma-joined `ids`, from the body or the query string. */
function targetIds(request: FastifyRequest): string[] {
  for (const source of [request.body, request.query]) {
    const id = field(source, 'id');
    if (typeof id === 'string' && id.length > 0) return [id];
    const ids = field(source, 'ids');
    if (typeof ids === 'string' && ids.length > 0) {
      return ids
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .slice(0, MAX_AUDITED_ROWS);
    }
  }
  return [];
}

async function readRows(db: Db, target: AuditTarget, ids: string[]): Promise<unknown[]> {
  if (ids.length === 0) return [];
  return db.select().from(target.table).where(inArray(target.id, ids)).limit(MAX_AUDITED_ROWS);
}

function envelopeCode(payload: unknown, httpStatus: number): number {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return httpStatus;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'number' ? code : httpStatus;
  } catch {
    return httpStatus;
  }
}

/** The route's OpenAPI summary (every route of the API has one), else its path. */
function routeSummary(request: FastifyRequest): string {
  const summary = (request.routeOptions.schema as { summary?: unknown } | undefined)?.summary;
  return typeof summary === 'string' ? summary : (request.routeOptions.url ?? request.url);
}

/**
 * What the log keeps of a request's or a row's data: secrets masked, and any text PostgreSQL
 * cannot store (a NUL, a lone surrogate: the text guard's 400s) escaped, so the line is still written.
 */
function loggable(value: unknown): unknown {
  return escapeUnstorable(maskSecrets(value));
}

function oneOrMany(rows: unknown[]): unknown {
  return rows.length === 1 ? rows[0] : rows;
}

/**
 * The operation log's one hook. Runs after the scope plugin: a caller without a scope (401) is not
 * logged; a refused button (403) is, as a refused attempt. The row is written before the answer
 * leaves, so a caller that sees the answer finds the row; a failed write of the log never fails
 * the call. Before/after are kept only for a call that succeeded: a refused call on another
 * tenant's id must not copy that tenant's row into the caller's log.
 */
export const auditPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.addHook('preHandler', async (request) => {
    const target = request.routeOptions.config?.audit;
    if (!isAudited(request) || !request.scope || !target || target === true) return;
    request.auditBefore = await readRows(options.db, target, targetIds(request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isAudited(request) || !request.scope) return payload;
    try {
      const config = request.routeOptions.config;
      const code = envelopeCode(payload, reply.statusCode);
      const succeeded = reply.statusCode === 200 && code === 200;
      const target = config.audit && config.audit !== true ? config.audit : undefined;
      let before: unknown = null;
      let after: unknown = null;
      if (target && succeeded) {
        const ids = targetIds(request);
        before = request.auditBefore && request.auditBefore.length > 0 ? oneOrMany(request.auditBefore) : null;
        const rows = await readRows(options.db, target, ids);
        // An add names no id yet: what was asked for stands for the new record.
        after = ids.length === 0 ? (request.body ?? null) : rows.length > 0 ? oneOrMany(rows) : null;
      }
      await options.db.insert(operationLog).values({
        id: newId(),
        tenantId: request.scope.tenantId,
        userId: request.scope.userId,
        username: request.scope.username,
        title: routeSummary(request),
        action: config.permission ?? '',
        method: request.method,
        url: request.routeOptions.url ?? request.url.split('?')[0],
        params: loggable({ query: request.query ?? null, body: request.body ?? null }),
        before: loggable(before),
        after: loggable(after),
        ip: request.ip,
        durationMs: Math.round(reply.elapsedTime),
        httpStatus: reply.statusCode,
        code,
      });
    } catch (error) {
      request.log.error({ err: error }, 'operation log');
    }
    return payload;
  });
});

import type { StatementTiming } from '@scenecast/contracts';

/** Distinct statement texts kept: drizzle's statements are parameterised, so few are distinct. */
const DISTINCT_LIMIT = 500;
const QUERY_TEXT_LIMIT = 500;

/** How long each statement text took, over every call this process made. */
export class StatementTimings {
  private readonly byText = new Map<string, { calls: number; totalMs: number; maxMs: number }>();

  record(text: string, ms: number): void {
    const known = this.byText.get(text);
    if (known) {
      known.calls += 1;
      known.totalMs += ms;
      known.maxMs = Math.max(known.maxMs, ms);
    } else if (this.byText.size < DISTINCT_LIMIT) {
      this.byText.set(text, { calls: 1, totalMs: ms, maxMs: ms });
    }
  }

  /** The `limit` texts of the longest mean time. */
  slowest(limit: number): StatementTiming[] {
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return [...this.byText]
      .map(([query, timing]) => ({
        query: query.slice(0, QUERY_TEXT_LIMIT),
        calls: timing.calls,
        meanMs: round(timing.totalMs / timing.calls),
        totalMs: round(timing.totalMs),
        maxMs: round(timing.maxMs),
      }))
      .sort((a, b) => b.meanMs - a.meanMs)
      .slice(0, limit);
  }
}

type QueryFunction = (...args: unknown[]) => unknown;

function statementText(first: unknown): string {
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && 'text' in first) return String(first.text);
  return String(first);
}

/**
 * Times every statement a client runs, whichever way it is called: with a callback (pg's pool
 * does so inside `pool.query`) or for a promise.
 */
export function timeQueries(client: object, timings: StatementTimings): void {
  const target = client as { query: QueryFunction };
  const query = target.query.bind(client) as QueryFunction;
  target.query = (...args: unknown[]) => {
    const text = statementText(args[0]);
    const started = performance.now();
    const done = () => timings.record(text, performance.now() - started);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as QueryFunction)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) return result.finally(done);
    done();
    return result;
  };
}

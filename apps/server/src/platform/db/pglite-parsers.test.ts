import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { installCallParsers } from './pglite-parsers.js';

describe('installCallParsers', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('applies the parsers a call names, installed once in the table instead of merged per call', async () => {
    installCallParsers(client);
    const asText = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const named = await client.query<{ at: unknown }>(`SELECT '2026-11-25 09:30:00+00'::timestamptz AS at`, [], asText);
    expect(typeof named.rows[0].at).toBe('string');
    expect(client.parsers[types.TIMESTAMPTZ]).toBe(asText.parsers[types.TIMESTAMPTZ]);
  });

  it('does the same inside a transaction', async () => {
    const at = await client.transaction(async (tx) => {
      installCallParsers(client, tx);
      const result = await tx.query<{ at: unknown }>(`SELECT now() AS at`, [], {
        parsers: { [types.TIMESTAMPTZ]: (value: string) => `parsed ${value}` },
      });
      return result.rows[0].at;
    });
    expect(String(at)).toMatch(/^parsed /);
  });
});

import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installLeanQueries, keepStatementsPrepared, PreparedStatements } from './pglite-query.js';

describe('installLeanQueries', () => {
  const client = new PGlite();
  // The same database through PGlite's own query(), to compare answers with.
  const own = client.query.bind(client);
  beforeAll(async () => {
    await client.waitReady;
    installLeanQueries(client);
    await client.exec(`CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL, data bytea, at timestamptz)`);
  });
  afterAll(() => client.close());

  it('applies the parsers a call names, installed once in the table instead of merged per call', async () => {
    const asText = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const named = await client.query<{ at: unknown }>(`SELECT '2026-11-25 09:30:00+00'::timestamptz AS at`, [], asText);
    expect(typeof named.rows[0].at).toBe('string');
    expect(client.parsers[types.TIMESTAMPTZ]).toBe(asText.parsers[types.TIMESTAMPTZ]);
  });

  it('answers text, number, boolean and null parameters as PGlite does, rows and counts', async () => {
    const insert = `INSERT INTO item (id, name, at) VALUES ($1, $2, $3), ($4, $5, NULL) RETURNING id, name`;
    const inserted = await client.query(insert, [1, 'one', '2026-11-25T09:30:00.000Z', 2n, 'two']);
    expect(inserted.rows).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
    expect(inserted.affectedRows).toBe(2);
    const select = `SELECT id, name, $2::boolean AS flag FROM item WHERE id >= $1 ORDER BY id`;
    const lean = await client.query(select, [1, true], { rowMode: 'array' });
    expect(lean.rows).toEqual([
      [1, 'one', true],
      [2, 'two', true],
    ]);
    expect(lean).toEqual(await own(select, [1, true], { rowMode: 'array' }));
    expect((await client.query(`SELECT $1::text IS NULL AS empty`, [null])).rows).toEqual([{ empty: true }]);
  });

  it('throws the database error, with its code, and goes on answering', async () => {
    await expect(client.query(`INSERT INTO item (id, name) VALUES ($1, $2)`, [1, 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    expect((await client.query(`SELECT count(*)::int AS n FROM item`)).rows).toEqual([{ n: 2 }]);
  });

  it('writes other values (bytes, dates) through PGlite', async () => {
    const at = new Date('2026-11-25T09:30:00Z');
    await client.query(`INSERT INTO item (id, name, data, at) VALUES ($1, $2, $3, $4)`, [
      3,
      'three',
      new Uint8Array([1, 2]),
      at,
    ]);
    const { rows } = await client.query<{ data: Uint8Array; at: string }>(
      `SELECT data, at FROM item WHERE id = $1`,
      [3],
    );
    expect([...rows[0].data]).toEqual([1, 2]);
    // Kept as text by the parser the first test installed.
    expect(new Date(rows[0].at).getTime()).toBe(at.getTime());
  });

  it('runs inside a transaction, which a statement from outside waits for', async () => {
    const order: string[] = [];
    let updated = () => {};
    const inTransaction = new Promise<void>((resolve) => {
      updated = resolve;
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inside = client.transaction(async (tx) => {
      installLeanQueries(client, tx);
      await tx.query(`UPDATE item SET name = $1 WHERE id = $2`, ['uno', 1]);
      updated();
      await held;
      order.push('transaction');
    });
    await inTransaction;
    const outside = client.query<{ name: string }>(`SELECT name FROM item WHERE id = $1`, [1]).then((result) => {
      order.push('outside');
      return result.rows[0].name;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await inside;
    expect(await outside).toBe('uno');
    expect(order).toEqual(['transaction', 'outside']);
  });
});

describe('keepStatementsPrepared', () => {
  const client = new PGlite();
  const prepared = async () =>
    (await client.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements ORDER BY statement`)).rows
      .map((row) => row.statement)
      .filter((statement) => !statement.includes('pg_prepared_statements'));
  beforeAll(async () => {
    await client.waitReady;
    installLeanQueries(client);
    await client.exec(`CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL)`);
  });
  afterAll(() => client.close());

  it('runs statements unnamed until told', async () => {
    await client.query(`SELECT id FROM item WHERE id = $1`, [1]);
    expect(await prepared()).toEqual([]);
  });

  it('parses a text once and runs it again by name, with the same answers', async () => {
    keepStatementsPrepared(client, new PreparedStatements(3));
    const insert = `INSERT INTO item (id, name) VALUES ($1, $2) RETURNING name`;
    expect((await client.query(insert, [1, 'one'])).rows).toEqual([{ name: 'one' }]);
    expect((await client.query(insert, [2, 'two'])).rows).toEqual([{ name: 'two' }]);
    expect(await prepared()).toEqual([insert]);
  });

  it('parses afresh after a failure, in a transaction or not', async () => {
    const insert = `INSERT INTO item (id, name) VALUES ($1, $2) RETURNING name`;
    await expect(client.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    const divide = `SELECT 10 / $1::int AS n`;
    await expect(client.query(divide, [0])).rejects.toMatchObject({ code: '22012' });
    await expect(
      client.transaction(async (tx) => {
        installLeanQueries(client, tx);
        await tx.query(insert, [3, 'three']);
        await tx.query(divide, [0]);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await client.query(divide, [5])).rows).toEqual([{ n: 2 }]);
    expect((await client.query(insert, [3, 'three'])).rows).toEqual([{ name: 'three' }]);
    expect(await prepared()).toEqual([insert, divide]);
  });

  it('keeps a statement prepared in a transaction rolled back', async () => {
    const count = `SELECT count(*)::int AS n FROM item WHERE id > $1`;
    await expect(
      client.transaction(async (tx) => {
        installLeanQueries(client, tx);
        await tx.query(count, [0]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query(count, [1])).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).toContain(count);
  });

  it('closes the least recently run past the limit', async () => {
    const texts = [1, 2, 3, 4].map((n) => `SELECT name FROM item WHERE id = $1 AND ${n} = ${n}`);
    for (const text of texts) await client.query(text, [1]);
    await client.query(texts[3], [1]);
    expect(await prepared()).toEqual(texts.slice(1));
  });
});

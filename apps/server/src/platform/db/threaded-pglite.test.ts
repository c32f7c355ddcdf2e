import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages, PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseThread } from './database-thread.js';
import { ThreadedPGlite } from './threaded-pglite.js';

describe('the embedded database on its own thread', () => {
  const threaded = new ThreadedPGlite(new DatabaseThread(undefined, []));
  const client = threaded.asPGlite();
  // The same statements on PGlite in this thread, to compare answers with.
  const inProcess = new PGlite();
  beforeAll(async () => {
    await Promise.all([threaded.waitReady, inProcess.waitReady]);
    const table = `CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL, data bytea, at timestamptz, tags text[])`;
    await Promise.all([client.exec(table), inProcess.exec(table)]);
  });
  afterAll(() => Promise.all([client.close(), inProcess.close()]));

  it('answers statements as PGlite in the same thread does: rows, types, arrays, bytes, counts', async () => {
    const insert = `INSERT INTO item VALUES ($1, $2, $3, $4, $5), (2, 'two', NULL, NULL, '{b,c}') RETURNING *`;
    const params = [1, 'one', new Uint8Array([1, 2, 3]), new Date('2026-11-25T09:30:00Z'), ['a']];
    const [answer, expected] = await Promise.all([client.query(insert, params), inProcess.query(insert, params)]);
    expect(answer).toEqual(expected);
    expect(answer.rows[0]).toMatchObject({ id: 1, tags: ['a'], data: new Uint8Array([1, 2, 3]) });
    const select = `SELECT id, name, at FROM item ORDER BY id`;
    expect(await client.query(select, [], { rowMode: 'array' })).toEqual(
      await inProcess.query(select, [], { rowMode: 'array' }),
    );
  });

  it("throws PGlite's DatabaseError with the SQLSTATE, and rolls back the transaction it broke", async () => {
    const clash = client.transaction(async (tx) => {
      await tx.query(`INSERT INTO item (id, name) VALUES (10, 'ten')`);
      await tx.query(`INSERT INTO item (id, name) VALUES (1, 'taken')`);
    });
    await expect(clash).rejects.toBeInstanceOf(messages.DatabaseError);
    await expect(clash).rejects.toMatchObject({ code: '23505' });
    expect((await client.query(`SELECT count(*)::int AS n FROM item WHERE id = 10`)).rows).toEqual([{ n: 0 }]);
  });

  it('hands a notification to its listener before the statement that committed it resolves', async () => {
    const heard: string[] = [];
    await client.listen('item_changed', (payload) => heard.push(payload));
    await client.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('item_changed', 'first')`);
      expect(heard).toEqual([]);
    });
    await Promise.resolve();
    expect(heard).toEqual(['first']);
  });

  it('dumps a cluster PGlite opens with the rows committed', async () => {
    const tarball = await threaded.dumpDataDir();
    const copy = new PGlite({ loadDataDir: tarball });
    try {
      expect((await copy.query(`SELECT name FROM item ORDER BY id`)).rows).toEqual([{ name: 'one' }, { name: 'two' }]);
    } finally {
      await copy.close();
    }
  });
});

describe('a thread that cannot serve', () => {
  it('fails the start and every statement at once when PostgreSQL cannot start', async () => {
    const notAFolder = path.join(os.tmpdir(), `scenecast-not-a-folder-${process.pid}`);
    writeFileSync(notAFolder, 'a file where the cluster should be');
    const threaded = new ThreadedPGlite(new DatabaseThread(notAFolder, []));
    await expect(threaded.waitReady).rejects.toThrow();
    await expect(threaded.asPGlite().query('SELECT 1')).rejects.toThrow();
  });

  it('fails statements at once after it closed', async () => {
    const threaded = new ThreadedPGlite(new DatabaseThread(undefined, []));
    await threaded.waitReady;
    const client = threaded.asPGlite();
    await client.close();
    await expect(client.query('SELECT 1')).rejects.toThrow('closed');
  });
});

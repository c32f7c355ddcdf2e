import { mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeAbandonedSpools } from './spool.js';

describe('removeAbandonedSpools', () => {
  it('deletes only upload spools untouched for longer than the limit', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'spools-'));
    const old = new Date(Date.now() - 3 * 3_600_000);
    for (const name of ['scenecast-upload-old', 'scenecast-upload-fresh', 'someone-else-old']) {
      await writeFile(path.join(dir, name), 'x');
    }
    await utimes(path.join(dir, 'scenecast-upload-old'), old, old);
    await utimes(path.join(dir, 'someone-else-old'), old, old);
    expect(await removeAbandonedSpools(2 * 3_600_000, dir)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['scenecast-upload-fresh', 'someone-else-old']);
  });
});

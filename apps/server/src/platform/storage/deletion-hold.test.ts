import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { holdDeletions } from './deletion-hold.js';
import { LocalStorage } from './local.js';

describe('holding deletions (backups)', () => {
  it('keeps a deleted file until the hold ends, then removes it', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'scenecast-hold-'));
    const storage = new LocalStorage(root);
    await storage.put('works/a.png', Readable.from([Buffer.from('a')]), { contentType: 'image/png' });
    const release = holdDeletions();
    await storage.delete('works/a.png');
    expect(existsSync(path.join(root, 'works/a.png'))).toBe(true);
    await release();
    expect(existsSync(path.join(root, 'works/a.png'))).toBe(false);
  });

  it('deletes at once when nothing holds', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'scenecast-hold-'));
    const storage = new LocalStorage(root);
    await storage.put('works/b.png', Readable.from([Buffer.from('b')]), { contentType: 'image/png' });
    await storage.delete('works/b.png');
    expect(existsSync(path.join(root, 'works/b.png'))).toBe(false);
  });
});

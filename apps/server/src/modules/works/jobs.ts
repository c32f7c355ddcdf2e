import { z } from 'zod';
import type { JobRegistry } from '../../platform/scheduler/handlers.js';
import type { WorksContext } from './context.js';
import { purgeBinOlderThan } from './recycle.js';

/** Empties the recycle bins: works binned more than `days` days ago go for good, files included. */
export function registerWorksJobs(jobs: JobRegistry, parts: Pick<WorksContext, 'db' | 'storage' | 'live'>): void {
  jobs.add({
    name: 'purgeRecycleBin',
    title: { zh: '清空回收站过期作品', en: 'Empty old recycle-bin items' },
    hint: {
      zh: '{"days": 30}：删除回收站中超过多少天的作品（不再被引用的文件一并删除）',
      en: '{"days": 30}: delete works binned longer than that many days (and files no longer referenced)',
    },
    params: z.object({ days: z.number().int().min(1).max(3650).default(30) }).strict(),
    defaultCron: '0 0 3 * * ? *',
    async run({ days }) {
      return `purged ${await purgeBinOlderThan(parts, days)}`;
    },
  });
}

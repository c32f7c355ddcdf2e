import { z } from 'zod';
import { purgeExpiredAuthRecords } from '../../platform/auth/expired-records.js';
import type { Db } from '../../platform/db/database.js';
import type { JobRegistry } from '../../platform/scheduler/handlers.js';
import { removeAbandonedSpools } from '../../platform/storage/spool.js';

const HOUR_MS = 3_600_000;

/** The platform's own housekeeping jobs; the business modules add theirs beside their code. */
export function registerHousekeepingJobs(jobs: JobRegistry, db: Db): void {
  jobs.add({
    name: 'purgeExpiredAuthRecords',
    title: { zh: '清理过期会话与验证码', en: 'Purge expired sessions and codes' },
    hint: { zh: '无参数', en: 'No parameters' },
    params: z.object({}).strict(),
    defaultCron: '0 15 * * * ? *',
    async run() {
      const purged = await purgeExpiredAuthRecords(db);
      return `sessions ${purged.sessions}, captchas ${purged.captchas}, SMS codes ${purged.smsCodes}`;
    },
  });
  jobs.add({
    name: 'removeUploadSpools',
    title: { zh: '清理残留上传临时文件', en: 'Remove abandoned upload spools' },
    hint: {
      zh: '{"olderThanHours": 24}：删除多少小时未改动的上传临时文件',
      en: '{"olderThanHours": 24}: delete upload spool files untouched for that many hours',
    },
    params: z
      .object({
        olderThanHours: z
          .number()
          .int()
          .min(1)
          .max(24 * 30)
          .default(24),
      })
      .strict(),
    defaultCron: '0 30 4 * * ? *',
    async run({ olderThanHours }) {
      return `removed ${await removeAbandonedSpools(olderThanHours * HOUR_MS)}`;
    },
  });
}

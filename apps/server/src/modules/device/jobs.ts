import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/hub.js';
import type { JobRegistry } from '../../platform/scheduler/handlers.js';
import { sweepOfflineScreens } from './presence.js';

/** The screens' offline sweep, a built-in job every 15 s (migration seeds its row). */
export function registerDeviceJobs(jobs: JobRegistry, db: Db, live: LiveHub): void {
  jobs.add({
    name: 'sweepOfflineScreens',
    title: { zh: '屏幕离线巡检', en: 'Offline sweep for screens' },
    hint: { zh: '无参数：60 秒无心跳的屏幕置为离线', en: 'No parameters: screens silent for 60 s go offline' },
    params: z.object({}).strict(),
    defaultCron: '0/15 * * * * ? *',
    async run() {
      return `offline ${await sweepOfflineScreens(db, live)}`;
    },
  });
}

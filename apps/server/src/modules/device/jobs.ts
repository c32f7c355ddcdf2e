import { SCREEN_OFFLINE_ALERT_MINUTES } from '@scenecast/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/hub.js';
import type { JobRegistry } from '../../platform/scheduler/handlers.js';
import { raiseOfflineAlerts } from './offline-alerts.js';
import { sweepOfflineScreens } from './presence.js';

/** The screens' offline sweep, a built-in job every 15 s (migration seeds its row). */
export function registerDeviceJobs(jobs: JobRegistry, db: Db, live: LiveHub): void {
  jobs.add({
    name: 'sweepOfflineScreens',
    title: { zh: '屏幕离线巡检', en: 'Offline sweep for screens' },
    hint: {
      zh: `无参数：60 秒无心跳的屏幕置为离线，离线超过 ${SCREEN_OFFLINE_ALERT_MINUTES} 分钟的发出提醒`,
      en: `No parameters: screens silent for 60 s go offline; those offline over ${SCREEN_OFFLINE_ALERT_MINUTES} minutes raise an alert`,
    },
    params: z.object({}).strict(),
    defaultCron: '0/15 * * * * ? *',
    async run() {
      const offline = await sweepOfflineScreens(db, live);
      return `offline ${offline}, alerts ${await raiseOfflineAlerts(db, live)}`;
    },
  });
}

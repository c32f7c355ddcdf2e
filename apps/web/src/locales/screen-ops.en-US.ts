import type { screenOpsZhCN } from './screen-ops.zh-CN';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Screens' operations in the device pages: screenshots, uptime, proof of play (en-US). */
export const screenOpsEnUS: Texts<typeof screenOpsZhCN> = {
  screenOps: {
    tabs: { monitor: 'Monitoring', plays: 'Proof of play' },
    screenshot: {
      title: 'Remote screenshot',
      request: 'Take screenshot',
      requested: 'The screen was asked for a screenshot',
      pending: 'Waiting for the screen to send it…',
      offline: 'The screen is offline: it takes the screenshot once it is back',
      none: 'No screenshot yet',
      alt: 'Screenshot of the screen',
      capturedAt: 'Taken at {{time}}',
    },
    uptime: { title: 'Uptime', span: 'Last {{days}} days' },
    plays: {
      open: 'Play report',
      title: 'Play report',
      day: 'Day',
      device: 'Screen',
      work: 'Work',
      plays: 'Plays',
      seconds: 'Seconds played',
      export: 'Export',
      fileName: 'proof-of-play',
    },
  },
};

import { nextCronRuns } from '@scenecast/contracts/cron';

/**
 * How late a planned run may start and still count as that run (Quartz's default misfire
 * threshold). Runs missed by less, e.g. while a busy process polls late, run one by one to catch
 * up; runs missed by more (the cluster was down) are a misfire.
 */
export const MISFIRE_THRESHOLD_MS = 60_000;

export interface FirePlan {
  /** The fire time this run stands for. */
  scheduledTime: Date;
  /** The job's next planned run after this one; null when the cron text has none left. */
  nextFireTime: Date | null;
  misfired: boolean;
}

const nextAfter = (cron: string, time: Date): Date | null => nextCronRuns(cron, 1, time)[0] ?? null;

/**
 * The run due at `now` for a job planned at `plannedTime`. The misfire rule (Quartz's "fire once
 * now" for cron triggers): after downtime longer than the threshold, every missed run collapses
 * into one run now, and the schedule resumes from now.
 */
export function planFire(cron: string, plannedTime: Date, now: Date): FirePlan {
  if (now.getTime() - plannedTime.getTime() <= MISFIRE_THRESHOLD_MS) {
    return { scheduledTime: plannedTime, nextFireTime: nextAfter(cron, plannedTime), misfired: false };
  }
  return { scheduledTime: now, nextFireTime: nextAfter(cron, now), misfired: true };
}

/** The first run of a job a scheduler sees for the first time (or after a resume or an edit). */
export const firstFireTime = (cron: string, now: Date): Date | null => nextAfter(cron, now);

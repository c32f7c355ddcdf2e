import type { ScreenSettings } from '@scenecast/contracts/screen';

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether the screen should be on now; a window may run past midnight (22:00–06:00). */
export function isWithinOnHours(settings: Pick<ScreenSettings, 'onTime' | 'offTime'>, now: Date): boolean {
  if (!settings.onTime || !settings.offTime) return true;
  const on = minutesOf(settings.onTime);
  const off = minutesOf(settings.offTime);
  const current = now.getHours() * 60 + now.getMinutes();
  if (on === off) return true;
  return on < off ? current >= on && current < off : current >= on || current < off;
}

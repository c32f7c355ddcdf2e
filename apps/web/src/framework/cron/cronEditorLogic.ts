import {
  applyCronDefaults,
  CRON_FIELDS,
  type CronField,
  type CronParts,
  parseCronField,
  splitCron,
} from '@scenecast/contracts/cron';

/**
 * The parts after the user set one field in its tab: coarser-field defaults, then day and week kept
 * exclusive: a week other than '?' makes the day '?'; clearing the week gives the day back '*'.
 */
export function setCronPart(parts: CronParts, field: CronField, part: string): CronParts {
  const next = applyCronDefaults(parts, { ...parts, [field]: part });
  if (field === 'week' && part !== '?') next.day = '?';
  if (field === 'week' && part === '?' && next.day === '?') next.day = '*';
  return next;
}

/** The parts of a typed text when every part is a form its tab can show, else null. */
export function partsOfText(text: string): CronParts | null {
  const parts = splitCron(text);
  if (!parts) return null;
  return CRON_FIELDS.every((field) => parseCronField(field, parts[field]) !== null) ? parts : null;
}

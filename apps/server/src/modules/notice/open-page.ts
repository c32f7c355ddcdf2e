import { ANNOUNCEMENT_LINK_HOSTS_DICT, isLinkHostAllowed, msg, openPageTarget } from '@scenecast/contracts';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { allDictItems } from '../sys-dict/service.js';

/** The https hosts announcements may link to: the enabled items of the platform's dictionary. */
async function allowedLinkHosts(db: Db): Promise<string[]> {
  const items = (await allDictItems(db))[ANNOUNCEMENT_LINK_HOSTS_DICT] ?? [];
  return items.map((item) => item.value);
}

/** Why an openPage may not be opened, as a message; null when it may. */
function openPageRefusal(openPage: string, hosts: readonly string[]): string | null {
  const target = openPageTarget(openPage);
  if (target.kind === 'refused') return msg('announcementOpenPageInvalid');
  if (target.kind === 'https' && !isLinkHostAllowed(target.host, hosts)) {
    return msg('announcementOpenPageHostNotAllowed', 'zh', target.host);
  }
  return null;
}

/**
 * The one check of where an announcement leads, when it is saved: a console path, or an https
 * address whose host is on the allow-list.
 */
export async function requireSafeOpenPage(db: Db, openPage: string | null): Promise<void> {
  if (!openPage) return;
  const refusal = openPageRefusal(openPage, await allowedLinkHosts(db));
  if (refusal) throw new BusinessError(refusal);
}

/**
 * For readers: an openPage that would be refused today (a row saved before the rule, or a host
 * since taken off the allow-list) reaches no console; the notice then opens as a plain detail.
 */
export async function readableOpenPage(db: Db): Promise<(openPage: string | null) => string | null> {
  const hosts = await allowedLinkHosts(db);
  return (openPage) => (openPage && openPageRefusal(openPage, hosts) === null ? openPage : null);
}

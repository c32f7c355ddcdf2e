/** The channel the migrations' triggers signal on (migrations 0010–0012, 0036, 0050). */
export const CHANGE_CHANNEL = 'scenecast_changed';

/**
 * The tag migration 0036 signals when users, their tenants, departments or roles, data rules or
 * menus change: what the user lists and the data rules of a reader are cached under.
 */
export const USERS_CHANGED = 'users';

/**
 * The tag migration 0050 signals when an applet or its shop bindings change (authorised, withdrawn,
 * bound, unbound): what the applet API's callers are cached under.
 */
export const APPLETS_CHANGED = 'applets';

/** How many signals are remembered to recognise a repeat: far more than arrive between repeats. */
const REMEMBERED = 4096;

/**
 * The handlers of one database's change signals. A signal is `<tag>@<transaction id>`; on a
 * PostgreSQL server every pooled connection listens, so the same signal arrives once per
 * connection: handlers hear each transaction's tag once.
 */
export function changeSignals() {
  const handlers = new Set<(tag: string) => void>();
  const heard = new Set<string>();
  return {
    add: (handler: (tag: string) => void) => void handlers.add(handler),
    receive: (signal: string) => {
      if (heard.has(signal)) return;
      heard.add(signal);
      if (heard.size > REMEMBERED) heard.delete(heard.values().next().value as string);
      const at = signal.lastIndexOf('@');
      const tag = at === -1 ? signal : signal.slice(0, at);
      for (const handler of handlers) handler(tag);
    },
  };
}

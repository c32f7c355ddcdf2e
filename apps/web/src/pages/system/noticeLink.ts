import { openPageTarget } from '@scenecast/contracts';

/**
 * Whether a notice's openPage may be followed: a console path or an https address. The server
 * already answers readers only addresses whose host is on its allow-list; this keeps a javascript:,
 * data: or //host text (an old row, a changed rule) from ever reaching the router or the window.
 */
export function isFollowable(openPage: string | null): openPage is string {
  return Boolean(openPage) && openPageTarget(openPage as string).kind !== 'refused';
}

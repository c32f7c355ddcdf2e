import { type AnnouncementNotice, openPageTarget } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { markAnnouncementRead, reloadAnnouncements } from './announcementApi';
import { isFollowable } from './noticeLink';

// The dialog carries the rich-text viewer: it loads on the first notice opened, not with the bell.
const AnnouncementDetailModal = lazy(() =>
  import('./AnnouncementDetailModal').then((module) => ({ default: module.AnnouncementDetailModal })),
);

/** Where a component-type notice leads: its page, receiving the business id. */
export function componentPath(notice: AnnouncementNotice): string {
  const path = notice.openPage ?? '';
  return notice.busId ? `${path}${path.includes('?') ? '&' : '?'}id=${encodeURIComponent(notice.busId)}` : path;
}

/**
 * Opening a notice (framework §2, §4): it is marked read by a call and the lists reload; a
 * component-type notice opens its page with the business id, any other shows the detail dialog.
 * `onLeave` runs before the console goes to another page (the bell closes its popover).
 */
export function useOpenNotice(onLeave: () => void = () => undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [shown, setShown] = useState<AnnouncementNotice | null>(null);
  const leave = useRef(onLeave);
  leave.current = onLeave;
  const go = useCallback(
    (path: string) => {
      const target = openPageTarget(path);
      if (target.kind === 'refused') return;
      setShown(null);
      leave.current();
      // An outside page opens in a new tab that gets neither the console's address nor its window.
      if (target.kind === 'https') window.open(path, '_blank', 'noopener,noreferrer');
      else navigate(path);
    },
    [navigate],
  );
  const open = useCallback(
    async (notice: AnnouncementNotice) => {
      if (notice.openType === 'component' && isFollowable(notice.openPage)) go(componentPath(notice));
      else setShown(notice);
      if (notice.readFlag === '0') {
        await markAnnouncementRead(notice.anntId);
        await reloadAnnouncements(queryClient);
      }
    },
    [go, queryClient],
  );
  const dialog = shown ? (
    <Suspense fallback={null}>
      <AnnouncementDetailModal notice={shown} onClose={() => setShown(null)} onGo={go} />
    </Suspense>
  ) : null;
  return { open, dialog };
}

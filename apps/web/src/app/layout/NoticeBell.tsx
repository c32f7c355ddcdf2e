import { BellOutlined } from '@ant-design/icons';
import { type AnnouncementNotice, SCREEN_OFFLINE_ALERT_MINUTES, SESSION_ENDED_CMD } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover, Spin, Tabs } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getResult } from '../../framework/http';
import { connectLive, type LiveMessage, useLiveMessages, useLiveState } from '../../framework/live/live';
import { isAnnouncementPush, type LiveNotice, toLiveNotice, useNoticeStore } from '../../framework/live/notices';
import { getToken } from '../../framework/storage';
import { useFeedback } from '../../framework/useFeedback';
import { DEVICE_LIST_PATH, openDeviceState, useDeviceLiveUpdates } from '../../pages/device/deviceLive';
import {
  announcementKeys,
  markAllAnnouncementsRead,
  reloadAnnouncements,
  useListByUser,
} from '../../pages/system/announcementApi';
import { useBellTodos } from '../../pages/system/bellTodos';
import { useOpenNotice } from '../../pages/system/useOpenNotice';
import { useSessionStore } from '../stores/sessionStore';
import { useMenuPush } from './useMenuPush';

// The lists (and antd's List) load when the bell first opens, not with the console's first screen.
const BellNoticeList = lazy(() => import('./BellLists').then((module) => ({ default: module.BellNoticeList })));
const BellTodoList = lazy(() => import('./BellLists').then((module) => ({ default: module.BellTodoList })));

/** The announcement list (framework §2); its "view more" shows only when the menu has the page. */
const ANNOUNCEMENT_PATH = '/message/isps/userAnnouncement';

/** A live notice's line: a device event in the console's language, anything else as sent. */
function noticeTextOf(t: TFunction, notice: LiveNotice): string {
  return notice.topic === 'device' && notice.event && notice.subject !== null
    ? t(`device.event.${notice.event}`, {
        name: notice.subject,
        minutes: SCREEN_OFFLINE_ALERT_MINUTES,
        defaultValue: notice.text,
      })
    : notice.text;
}

/** What the bell counts and lists: announcements, live notices and to-dos. */
function useBellContents() {
  const userId = useSessionStore((state) => state.userInfo?.id);
  const pages = useSessionStore((state) => state.built?.pages);
  const notices = useNoticeStore((state) => state.notices);
  const liveState = useLiveState();
  const liveIsOpen = liveState.status === 'open';
  const announcements = useListByUser(Boolean(userId), liveIsOpen);
  const todos = useBellTodos(pages, liveIsOpen);
  const announced: AnnouncementNotice[] = [
    ...(announcements.data?.anntMsgList ?? []),
    ...(announcements.data?.sysMsgList ?? []),
  ];
  const unreadAnnouncements = (announcements.data?.anntMsgTotal ?? 0) + (announcements.data?.sysMsgTotal ?? 0);
  const unread = unreadAnnouncements + notices.filter((notice) => !notice.read).length;
  return { pages, notices, liveStatus: liveState.status, announced, unread, todos };
}

/** The count on the bell. Answers arriving re-render it alone, not the header's popover. */
function BellBadge() {
  const { unread, todos } = useBellContents();
  return (
    <Badge count={unread + todos.length} size="small">
      <BellOutlined style={{ fontSize: 16 }} />
    </Badge>
  );
}

interface BellPanelProps {
  go: (to: string, state?: unknown) => void;
  close: () => void;
  openAnnouncement: (notice: AnnouncementNotice) => void;
}

/** The popover's two lists; it mounts when the bell first opens. */
function BellPanel({ go, close, openAnnouncement }: BellPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { pages, notices, liveStatus, announced, unread, todos } = useBellContents();
  const { markRead, markAllRead, clear } = useNoticeStore();
  const [tab, setTab] = useState('notice');

  /** A live notice opens what it is about and counts as read (issue #17). */
  const openLiveNotice = (notice: LiveNotice) => {
    markRead(notice.id);
    if (notice.topic === 'device') {
      go(
        DEVICE_LIST_PATH,
        notice.businessId ? openDeviceState(notice.businessId, notice.shopId ?? undefined) : undefined,
      );
    }
  };
  const readAll = async () => {
    markAllRead();
    await markAllAnnouncementsRead();
    await reloadAnnouncements(queryClient);
  };
  const viewMore = pages?.has(ANNOUNCEMENT_PATH) ? (
    <Button type="link" block onClick={() => go(ANNOUNCEMENT_PATH)} data-testid="notice-view-more">
      {t('notice.viewMore')}
    </Button>
  ) : null;

  return (
    <div style={{ width: 360 }} data-testid="notice-popover">
      <Suspense fallback={<Spin />}>
        <Tabs
          size="small"
          centered
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'notice',
              label: `${t('notice.notices')} (${unread})`,
              children: (
                <BellNoticeList
                  announcements={announced}
                  notices={notices}
                  liveStatus={liveStatus}
                  noticeText={(notice) => noticeTextOf(t, notice)}
                  onOpenAnnouncement={openAnnouncement}
                  onOpenNotice={openLiveNotice}
                  onReadAll={() => void readAll()}
                  onClear={clear}
                  footer={viewMore}
                />
              ),
            },
            {
              key: 'todo',
              label: `${t('notice.todos')} (${todos.length})`,
              children: (
                <BellTodoList
                  todos={todos}
                  onOpen={(todo) => {
                    if (todo.to) go(todo.to.path, todo.to.state);
                    else if (todo.act) {
                      close();
                      todo.act();
                    }
                  }}
                  footer={viewMore}
                />
              ),
            },
          ]}
        />
      </Suspense>
    </div>
  );
}

/**
 * The header's bell (framework §2): announcements and live device notices, and to-dos, over the
 * user's live channel. A push reloads the lists; they poll only while the channel is down. The
 * bell itself holds the channel and the popover; its count and its lists read their own answers.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notification } = useFeedback();
  const userId = useSessionStore((state) => state.userInfo?.id);
  const addNotice = useNoticeStore((state) => state.add);
  const [open, setOpen] = useState(false);
  const opener = useOpenNotice(() => setOpen(false));
  useDeviceLiveUpdates();
  useMenuPush();
  // Someone ended this account's sessions (frozen, new password): one call, whose 401 signs out.
  useLiveMessages(() => void getResult('/sys/user/getCurrentUserDeparts').catch(() => undefined), SESSION_ENDED_CMD);

  useEffect(() => {
    const token = getToken();
    if (!userId || !token) return;
    return connectLive(userId, token);
  }, [userId]);

  useLiveMessages((message: LiveMessage) => {
    if (isAnnouncementPush(message) || message.cmd === 'device') void reloadAnnouncements(queryClient);
    const notice = toLiveNotice(message);
    if (notice) addNotice(notice);
    if (!message.msgTxt || (!notice && !isAnnouncementPush(message))) return;
    const show = notice?.level === 'warning' ? notification.warning : notification.info;
    (notice?.level === 'success' ? notification.success : show)({
      key: `${message.cmd}:${message.msgId ?? ''}`,
      title: notice?.topic === 'device' ? t('notice.deviceTitle') : t('notice.notices'),
      description: notice ? noticeTextOf(t, notice) : message.msgTxt,
      placement: 'bottomRight',
      duration: 4,
    });
  });

  const go = (to: string, state?: unknown) => {
    setOpen(false);
    navigate(to, state ? { state } : undefined);
  };

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // To-dos leave when handled anywhere (an album fixed in another tab): read them afresh.
          if (next) void queryClient.invalidateQueries({ queryKey: announcementKeys.todos });
        }}
        content={
          <BellPanel
            go={go}
            close={() => setOpen(false)}
            openAnnouncement={(notice) => {
              setOpen(false);
              void opener.open(notice);
            }}
          />
        }
      >
        <button
          type="button"
          className="sc-header-action"
          aria-label={t('layout.notifications')}
          data-testid="notice-bell"
        >
          <BellBadge />
        </button>
      </Popover>
      {opener.dialog}
    </>
  );
}

import {
  AppstoreAddOutlined,
  BellOutlined,
  CheckCircleFilled,
  DesktopOutlined,
  InfoCircleFilled,
  RightOutlined,
  WarningFilled,
} from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Tabs, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { connectLive, type LiveMessage, useLiveMessages, useLiveState } from '../../framework/live/live';
import { type LiveNotice, toLiveNotice, useNoticeStore } from '../../framework/live/notices';
import { getToken } from '../../framework/storage';
import { useFeedback } from '../../framework/useFeedback';
import { ADD_DEVICE_STATE, DEVICE_LIST_PATH, useDeviceLiveUpdates } from '../../pages/device/deviceLive';
import { useDeviceTodos } from '../../pages/device/deviceTodos';
import { formatLastSeen } from '../../pages/device/lastSeen';
import { useSceneStatus } from '../../pages/scene/useSceneStatus';
import { useSessionStore } from '../stores/sessionStore';

/** A to-do of the bell: something the user should do next, and where it leads. */
interface Todo {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
  act: () => void;
}

/** The announcement list (framework §2); its "view more" shows only when the menu has the page. */
const ANNOUNCEMENT_PATH = '/message/isps/userAnnouncement';

const LEVEL_ICON: Record<LiveNotice['level'], ReactNode> = {
  success: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  warning: <WarningFilled style={{ color: '#faad14' }} />,
  info: <InfoCircleFilled style={{ color: '#1677ff' }} />,
};

const LIVE_STATUS = {
  open: 'success',
  connecting: 'processing',
  waiting: 'warning',
  stopped: 'error',
  idle: 'default',
} as const;

const ITEM_STYLE = { cursor: 'pointer', paddingInline: 8 };
const FOOTER_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  borderTop: '1px solid rgba(5, 5, 5, 0.06)',
  paddingTop: 8,
  fontSize: 12,
};

/** The header's bell: live notices (device events) and to-dos, over the user's live channel. */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const userId = useSessionStore((state) => state.userInfo?.id);
  const pages = useSessionStore((state) => state.built?.pages);
  const { notices, add, markAllRead, clear } = useNoticeStore();
  const liveState = useLiveState();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('notice');
  const deviceTodos = useDeviceTodos(Boolean(pages?.has(DEVICE_LIST_PATH)));
  const sceneStatus = useSceneStatus();
  // While the user has no scene the to-do is to create one (business §4); then screens.
  const todos: Todo[] = sceneStatus.hasScene
    ? deviceTodos.map((todo) => ({
        key: todo.key,
        icon: <DesktopOutlined style={{ color: '#1677ff', fontSize: 18 }} />,
        title: t('notice.activateTodo.title'),
        text: t('notice.activateTodo.text', { shop: todo.shopName }),
        testId: 'todo-activate-device',
        act: () => go(DEVICE_LIST_PATH, ADD_DEVICE_STATE),
      }))
    : [
        {
          key: 'createScene',
          icon: <AppstoreAddOutlined style={{ color: '#1677ff', fontSize: 18 }} />,
          title: t('scene.bellCreate'),
          text: t('scene.bellHint'),
          testId: 'todo-create-scene',
          act: () => {
            setOpen(false);
            sceneStatus.openChooser();
          },
        },
      ];
  useDeviceLiveUpdates();

  useEffect(() => {
    const token = getToken();
    if (!userId || !token) return;
    return connectLive(userId, token);
  }, [userId]);

  const noticeText = (notice: LiveNotice) =>
    notice.topic === 'device' && notice.event && notice.subject !== null
      ? t(`device.event.${notice.event}`, { name: notice.subject, defaultValue: notice.text })
      : notice.text;

  useLiveMessages((message: LiveMessage) => {
    const notice = toLiveNotice(message);
    if (!notice) return;
    add(notice);
    const show = notice.level === 'warning' ? notification.warning : notification.success;
    (notice.level === 'info' ? notification.info : show)({
      key: `${notice.topic}:${notice.businessId}`,
      title: notice.topic === 'device' ? t('notice.deviceTitle') : t('notice.notices'),
      description: noticeText(notice),
      placement: 'bottomRight',
      duration: 4,
    });
  });

  const unread = notices.filter((notice) => !notice.read).length;
  const go = (to: string, state?: unknown) => {
    setOpen(false);
    navigate(to, state ? { state } : undefined);
  };
  const viewMore = pages?.has(ANNOUNCEMENT_PATH) ? (
    <Button type="link" block onClick={() => go(ANNOUNCEMENT_PATH)}>
      {t('notice.viewMore')}
    </Button>
  ) : null;

  const noticeList = (
    <>
      <List
        size="small"
        dataSource={notices}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} /> }}
        style={{ maxHeight: 320, overflowY: 'auto' }}
        renderItem={(notice) => (
          <List.Item
            style={{ ...ITEM_STYLE, background: notice.read ? undefined : 'rgba(22, 119, 255, 0.04)' }}
            onClick={() => notice.topic === 'device' && go(DEVICE_LIST_PATH)}
            data-testid="notice-item"
          >
            <List.Item.Meta
              avatar={LEVEL_ICON[notice.level]}
              title={<Typography.Text strong={!notice.read}>{noticeText(notice)}</Typography.Text>}
              description={formatLastSeen(new Date(notice.time).toISOString(), Date.now(), t)}
            />
          </List.Item>
        )}
      />
      <div style={FOOTER_STYLE}>
        <Badge status={LIVE_STATUS[liveState.status]} text={t(`notice.live.${liveState.status}`)} />
        <span>
          {notices.length > 0 && (
            <>
              <Button type="link" size="small" onClick={markAllRead}>
                {t('notice.markAllRead')}
              </Button>
              <Button type="link" size="small" onClick={clear}>
                {t('notice.clear')}
              </Button>
            </>
          )}
        </span>
      </div>
      {viewMore}
    </>
  );

  const todoList = (
    <>
      <List
        size="small"
        dataSource={todos}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.todoEmpty')} /> }}
        renderItem={(todo) => (
          <List.Item
            style={ITEM_STYLE}
            onClick={todo.act}
            data-testid={todo.testId}
            actions={[<RightOutlined key="go" />]}
          >
            <List.Item.Meta avatar={todo.icon} title={todo.title} description={todo.text} />
          </List.Item>
        )}
      />
      {viewMore}
    </>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={
        <div style={{ width: 340 }} data-testid="notice-popover">
          <Tabs
            size="small"
            centered
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'notice', label: `${t('notice.notices')} (${unread})`, children: noticeList },
              { key: 'todo', label: `${t('notice.todos')} (${todos.length})`, children: todoList },
            ]}
          />
        </div>
      }
    >
      <button
        type="button"
        className="sc-header-action"
        aria-label={t('layout.notifications')}
        data-testid="notice-bell"
      >
        <Badge count={unread + todos.length} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </button>
    </Popover>
  );
}

import { CheckCircleFilled, InfoCircleFilled, RightOutlined, WarningFilled } from '@ant-design/icons';
import type { AnnouncementNotice } from '@scenecast/contracts';
import { Badge, Button, Empty, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../framework/display/format';
import type { LiveState } from '../../framework/live/liveState';
import type { LiveNotice } from '../../framework/live/notices';
import { formatLastSeen } from '../../pages/device/lastSeen';
import type { BellTodo } from '../../pages/system/bellTodos';
import { PriorityTag } from '../../pages/system/PriorityTag';

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
const UNREAD_STYLE = { ...ITEM_STYLE, background: 'rgba(22, 119, 255, 0.04)' };
const FOOTER_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  borderTop: '1px solid rgba(5, 5, 5, 0.06)',
  paddingTop: 8,
  fontSize: 12,
};

interface NoticeListProps {
  announcements: AnnouncementNotice[];
  notices: LiveNotice[];
  liveStatus: LiveState['status'];
  noticeText(notice: LiveNotice): string;
  onOpenAnnouncement(notice: AnnouncementNotice): void;
  onOpenNotice(notice: LiveNotice): void;
  onReadAll(): void;
  onClear(): void;
  footer: ReactNode;
}

/** The bell's notices tab: unread announcements first, then this session's live notices. */
export function BellNoticeList(props: NoticeListProps) {
  const { t } = useTranslation();
  const { announcements, notices } = props;
  const empty = announcements.length === 0 && notices.length === 0;
  return (
    <>
      <div style={{ maxHeight: 320, overflowY: 'auto' }}>
        {empty && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />}
        {announcements.length > 0 && (
          <List
            size="small"
            dataSource={announcements}
            renderItem={(notice) => (
              <List.Item
                style={UNREAD_STYLE}
                onClick={() => props.onOpenAnnouncement(notice)}
                data-testid="announcement-item"
              >
                <List.Item.Meta
                  avatar={<PriorityTag priority={notice.priority} />}
                  title={<Typography.Text strong>{notice.titile}</Typography.Text>}
                  description={notice.sendTime ? dateTime(notice.sendTime) : null}
                />
              </List.Item>
            )}
          />
        )}
        {notices.length > 0 && (
          <List
            size="small"
            dataSource={notices}
            renderItem={(notice) => (
              <List.Item
                style={notice.read ? ITEM_STYLE : UNREAD_STYLE}
                onClick={() => props.onOpenNotice(notice)}
                data-testid="notice-item"
                data-read={notice.read}
              >
                <List.Item.Meta
                  avatar={LEVEL_ICON[notice.level]}
                  title={<Typography.Text strong={!notice.read}>{props.noticeText(notice)}</Typography.Text>}
                  description={formatLastSeen(new Date(notice.time).toISOString(), Date.now(), t)}
                />
              </List.Item>
            )}
          />
        )}
      </div>
      <div style={FOOTER_STYLE}>
        <Badge status={LIVE_STATUS[props.liveStatus]} text={t(`notice.live.${props.liveStatus}`)} />
        <span>
          {!empty && (
            <Button type="link" size="small" onClick={props.onReadAll}>
              {t('notice.markAllRead')}
            </Button>
          )}
          {notices.length > 0 && (
            <Button type="link" size="small" onClick={props.onClear}>
              {t('notice.clear')}
            </Button>
          )}
        </span>
      </div>
      {props.footer}
    </>
  );
}

interface TodoListProps {
  todos: BellTodo[];
  onOpen(todo: BellTodo): void;
  footer: ReactNode;
}

export function BellTodoList({ todos, onOpen, footer }: TodoListProps) {
  const { t } = useTranslation();
  return (
    <>
      <List
        size="small"
        dataSource={todos}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.todoEmpty')} /> }}
        style={{ maxHeight: 320, overflowY: 'auto' }}
        renderItem={(todo) => (
          <List.Item
            style={ITEM_STYLE}
            onClick={() => onOpen(todo)}
            data-testid={todo.testId}
            actions={[<RightOutlined key="go" />]}
          >
            <List.Item.Meta avatar={todo.icon} title={todo.title} description={todo.text} />
          </List.Item>
        )}
      />
      {footer}
    </>
  );
}

import type { AnnouncementNotice } from '@scenecast/contracts';
import { Button, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { RichTextEditor } from '../../framework/editors';
import { useAnnouncementDetail, useSenderName } from './announcementApi';
import './announcementLocale';
import { dateTime } from '../../framework/display/format';
import { isFollowable } from './noticeLink';
import { PriorityTag } from './PriorityTag';

/** The notice dialog: 60% wide and its body 80% of the window high, or the whole window (framework §2, §9). */
const NOTICE_MODAL_WIDTH = '60%';
const NOTICE_BODY_HEIGHT = '80vh';

interface Props {
  notice: AnnouncementNotice;
  onClose(): void;
  /** The url open type's "go and handle". */
  onGo(path: string): void;
}

/** An announcement's details: title, sender's real name, time, priority and the sanitised content. */
export function AnnouncementDetailModal({ notice, onClose, onGo }: Props) {
  const { t } = useTranslation();
  const detail = useAnnouncementDetail(notice.anntId);
  const sender = useSenderName(notice.sender);
  const goPage = notice.openType === 'url' && isFollowable(notice.openPage) ? notice.openPage : null;
  return (
    <ScModal
      open
      switchFullscreen
      title={notice.titile}
      width={NOTICE_MODAL_WIDTH}
      bodyMaxHeight={NOTICE_BODY_HEIGHT}
      onClose={onClose}
      footer={
        goPage ? (
          <Button type="primary" onClick={() => onGo(goPage)} data-testid="announcement-go">
            {t('annt.goHandle')}
          </Button>
        ) : null
      }
    >
      <div data-testid="announcement-detail">
        <Space wrap style={{ marginBottom: 12 }}>
          <PriorityTag priority={notice.priority} />
          <Typography.Text type="secondary" data-testid="announcement-sender">
            {t('annt.sender')}: {sender.data ?? notice.sender}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('annt.sendTime')}: {notice.sendTime ? dateTime(notice.sendTime) : ''}
          </Typography.Text>
        </Space>
        {detail.isPending ? (
          <Skeleton active />
        ) : (
          <RichTextEditor value={detail.data?.msgContent ?? ''} height="auto" disabled />
        )}
      </div>
    </ScModal>
  );
}

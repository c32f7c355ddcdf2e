import { type AnnouncementNotice, PRIORITY_TAG_COLOR } from '@scenecast/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './announcementLocale';

export function PriorityTag({ priority }: { priority: AnnouncementNotice['priority'] }) {
  const { t } = useTranslation();
  return <Tag color={PRIORITY_TAG_COLOR[priority]}>{t(`annt.priority.${priority}`)}</Tag>;
}

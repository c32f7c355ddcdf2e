import { BellOutlined } from '@ant-design/icons';
import { Badge, Empty, Popover, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

/** The notification bell's place in the header; announcements arrive with their own issue. */
export function NoticeBell() {
  const { t } = useTranslation();
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.noNotifications')} />;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <div style={{ width: 300 }}>
          <Tabs
            size="small"
            centered
            items={[{ key: 'notice', label: `${t('layout.notifications')} (0)`, children: empty }]}
          />
        </div>
      }
    >
      <button type="button" className="sc-header-action" aria-label={t('layout.notifications')}>
        <Badge count={0} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </button>
    </Popover>
  );
}

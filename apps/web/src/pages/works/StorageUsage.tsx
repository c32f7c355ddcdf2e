import { CloudServerOutlined } from '@ant-design/icons';
import { formatFileSize } from '@scenecast/contracts';
import { Progress, Skeleton, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWorksSize } from './api';
import { usagePercent } from './worksOrder';

/** The tenant's storage: used / quota, the bin's share in the tooltip. */
export function StorageUsage() {
  const { t } = useTranslation();
  const size = useWorksSize();
  if (size.isLoading) return <Skeleton.Input active size="small" />;
  if (!size.data) return null;
  const { used, quota, trash } = size.data;
  const percent = usagePercent(used, quota);
  return (
    <Tooltip title={t('works.storageTrash', { size: formatFileSize(trash) })}>
      <div className="works-storage" data-testid="works-storage">
        <Typography.Text type="secondary">
          <CloudServerOutlined /> {t('works.storage')}
        </Typography.Text>
        <Progress
          percent={percent}
          size="small"
          status={percent >= 90 ? 'exception' : 'normal'}
          showInfo={false}
          style={{ width: 160, margin: 0 }}
        />
        <Typography.Text data-testid="works-storage-text">
          {t('works.storageText', { used: formatFileSize(used), quota: formatFileSize(quota) })}
        </Typography.Text>
      </div>
    </Tooltip>
  );
}

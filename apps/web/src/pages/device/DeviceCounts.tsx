import { CheckCircleOutlined, DesktopOutlined, DisconnectOutlined, LockOutlined } from '@ant-design/icons';
import { Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceCounts as Counts } from './api';

const ITEMS: { key: keyof Counts; icon: ReactNode; color: string }[] = [
  { key: 'total', icon: <DesktopOutlined />, color: '#1677ff' },
  { key: 'online', icon: <CheckCircleOutlined />, color: '#52c41a' },
  { key: 'offline', icon: <DisconnectOutlined />, color: '#8c8c8c' },
  { key: 'locked', icon: <LockOutlined />, color: '#ff4d4f' },
];

/** Total, online, offline and locked screens, as four figures. */
export function DeviceCounts({ counts, loading }: { counts: Counts | undefined; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {ITEMS.map((item) => (
        <Col key={item.key} xs={12} md={6}>
          <div className="sc-device-count">
            <span className="sc-device-count-icon" style={{ color: item.color, background: `${item.color}14` }}>
              {item.icon}
            </span>
            <Statistic
              title={t(`device.counts.${item.key}`)}
              value={counts?.[item.key] ?? 0}
              loading={loading}
              data-testid={`device-count-${item.key}`}
            />
          </div>
        </Col>
      ))}
    </Row>
  );
}

import type { RecentRequest } from '@scenecast/contracts';
import { Card, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { useRecentRequests } from './monitorApi';
import './monitorLocale';

const statusColor = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'orange' : 'green');

/** The last requests the answering process served, newest first (read every 5 s). */
export default function RequestsPage() {
  const { t } = useTranslation();
  const requests = useRecentRequests();
  return (
    <Card variant="borderless" title={t('monitor.requests')}>
      <Table<RecentRequest>
        rowKey="requestId"
        size="small"
        data-testid="monitor-requests"
        loading={requests.isLoading}
        dataSource={requests.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          {
            title: t('monitor.time'),
            dataIndex: 'time',
            width: 100,
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string) => dayjs(time).format('HH:mm:ss'),
          },
          { title: t('monitor.method'), dataIndex: 'method', width: 80 },
          { title: t('monitor.path'), dataIndex: 'path', ellipsis: true },
          {
            title: t('monitor.httpStatus'),
            dataIndex: 'status',
            width: 90,
            render: (status: number) => <Tag color={statusColor(status)}>{status}</Tag>,
          },
          { title: t('monitor.duration'), dataIndex: 'durationMs', width: 110, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('monitor.requestId'),
            dataIndex: 'requestId',
            width: 300,
            responsive: WIDE_SCREENS_ONLY,
            render: (id: string) => <code>{id}</code>,
          },
        ]}
      />
    </Card>
  );
}

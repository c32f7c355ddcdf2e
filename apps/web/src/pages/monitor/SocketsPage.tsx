import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { type ServerProcessRow, useServerProcesses } from './monitorApi';
import './monitorLocale';
import { dateTime } from '../../framework/display/format';

/** Live sockets, consoles and screens, per server process of the cluster (read every 5 s). */
export default function SocketsPage() {
  const { t } = useTranslation();
  const processes = useServerProcesses();
  const rows = processes.data ?? [];
  return (
    <Card variant="borderless" title={t('monitor.sockets')}>
      <Table<ServerProcessRow>
        rowKey="id"
        size="small"
        data-testid="monitor-sockets"
        loading={processes.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            title: t('monitor.process'),
            key: 'process',
            render: (_, row) => (
              <>
                {row.host}:{row.pid} {row.current && <Tag color="blue">{t('monitor.thisProcess')}</Tag>}
              </>
            ),
          },
          {
            title: t('monitor.startTime'),
            dataIndex: 'startTime',
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string) => dateTime(time),
          },
          {
            title: t('monitor.seenTime'),
            dataIndex: 'seenTime',
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string) => dateTime(time),
          },
          { title: t('monitor.consoles'), dataIndex: 'consoles', width: 120 },
          { title: t('monitor.screens'), dataIndex: 'screens', width: 120 },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              {t('monitor.total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1}>{rows.reduce((sum, row) => sum + row.consoles, 0)}</Table.Summary.Cell>
            <Table.Summary.Cell index={2}>{rows.reduce((sum, row) => sum + row.screens, 0)}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

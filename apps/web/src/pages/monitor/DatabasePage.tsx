import { formatFileSize } from '@scenecast/contracts';
import { Card, Descriptions, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { useDatabaseFigures } from './monitorApi';
import './monitorLocale';

/** The database: size, connections by state, slowest statements (read every 5 s). */
export default function DatabasePage() {
  const { t } = useTranslation();
  const { data } = useDatabaseFigures();
  if (!data) {
    return (
      <Card variant="borderless" title={t('monitor.database')}>
        <Skeleton active />
      </Card>
    );
  }
  const connected = data.connections.reduce((sum, row) => sum + row.count, 0);
  return (
    <>
      <Card variant="borderless" title={t('monitor.database')}>
        <Descriptions
          bordered
          column={{ xs: 1, md: 2 }}
          data-testid="monitor-database"
          items={[
            { label: t('monitor.dbKind'), children: data.kind === 'pglite' ? 'PGlite' : 'PostgreSQL' },
            { label: t('monitor.dbVersion'), children: data.version },
            { label: t('monitor.dbSize'), children: formatFileSize(data.sizeBytes) },
            { label: t('monitor.connections'), children: `${connected} / ${data.maxConnections}` },
          ]}
        />
        <Table
          rowKey="state"
          size="small"
          style={{ marginTop: 16, maxWidth: 400 }}
          pagination={false}
          dataSource={data.connections}
          columns={[
            { title: t('monitor.connectionState'), dataIndex: 'state' },
            { title: t('monitor.connectionCount'), dataIndex: 'count', width: 100 },
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('monitor.slowest')} style={{ marginTop: 16 }}>
        <Typography.Paragraph type="secondary">
          {t(
            data.slowest.source === 'pg_stat_statements'
              ? 'monitor.slowestFromStatements'
              : 'monitor.slowestFromProcess',
          )}
        </Typography.Paragraph>
        <Table
          rowKey="query"
          size="small"
          pagination={false}
          dataSource={data.slowest.statements}
          columns={[
            { title: t('monitor.query'), dataIndex: 'query', render: (query: string) => <code>{query}</code> },
            { title: t('monitor.calls'), dataIndex: 'calls', width: 80 },
            { title: t('monitor.meanMs'), dataIndex: 'meanMs', width: 110, responsive: WIDE_SCREENS_ONLY },
            { title: t('monitor.totalMs'), dataIndex: 'totalMs', width: 110, responsive: WIDE_SCREENS_ONLY },
            { title: t('monitor.maxMs'), dataIndex: 'maxMs', width: 110, responsive: WIDE_SCREENS_ONLY },
          ]}
        />
      </Card>
    </>
  );
}

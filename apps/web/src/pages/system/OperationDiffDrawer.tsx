import type { OperationLogRow } from '@scenecast/contracts';
import { Descriptions, Drawer, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../framework/display/smallScreen';
import { type DiffLine, diffLines } from './auditApi';
import './auditLocale';
import { dateTime } from '../../framework/display/format';

/** One operation: who did what, and the record before and after as a field-by-field diff. */
export function OperationDiffDrawer({ row, onClose }: { row: OperationLogRow; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const lines = diffLines(row.before, row.after);
  const changed = (text: string, line: DiffLine) =>
    line.changed ? <Typography.Text mark>{text}</Typography.Text> : text;
  return (
    <Drawer open title={t('audit.detailTitle')} size={isPhone ? 'default' : 'large'} onClose={onClose}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('audit.operation')}>{row.title}</Descriptions.Item>
        <Descriptions.Item label={t('audit.button')}>{row.action}</Descriptions.Item>
        <Descriptions.Item label={t('audit.username')}>{row.username}</Descriptions.Item>
        <Descriptions.Item label={t('audit.time')}>{dateTime(row.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('audit.method')}>
          {row.method} {row.url}
        </Descriptions.Item>
        <Descriptions.Item label={t('audit.result')}>
          {row.code === 200 ? t('audit.success') : t('audit.failure', { code: row.code })}
        </Descriptions.Item>
        <Descriptions.Item label={t('audit.params')}>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {JSON.stringify(row.params)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('audit.changes')}
      </Typography.Title>
      {lines.length === 0 ? (
        <Empty description={t('audit.noChanges')} />
      ) : (
        <Table<DiffLine>
          rowKey="field"
          size="small"
          pagination={false}
          data-testid="operation-diff"
          dataSource={lines}
          columns={[
            { title: t('audit.field'), dataIndex: 'field', width: 140 },
            { title: t('audit.before'), dataIndex: 'before', render: changed },
            { title: t('audit.after'), dataIndex: 'after', render: changed },
          ]}
        />
      )}
    </Drawer>
  );
}

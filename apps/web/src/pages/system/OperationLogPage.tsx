import type { OperationLogRow } from '@scenecast/contracts';
import { Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { type LogParams, useOperationLog } from './auditApi';
import './auditLocale';
import { dateTime } from '../../framework/display/format';
import { serverPagination } from '../../framework/display/serverPagination';
import { LogSearchBar } from './LogSearchBar';
import { OperationDiffDrawer } from './OperationDiffDrawer';

/** 操作日志: every administrative write, searched by user, operation and date; details in a drawer. */
export default function OperationLogPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const fit = tableFit(isPhone, 1000);
  const [params, setParams] = useState<LogParams>({ pageNo: 1, pageSize: 10 });
  const [shown, setShown] = useState<OperationLogRow | null>(null);
  const page = useOperationLog(params);

  return (
    <Card data-testid="operation-log-page">
      <LogSearchBar
        withAction
        onSearch={(filters) => setParams((p) => ({ pageNo: 1, pageSize: p.pageSize, ...filters }))}
      />
      <Table<OperationLogRow>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        scroll={fit.scroll}
        pagination={{
          ...serverPagination(params, page.data?.total, setParams),
        }}
        columns={[
          { title: t('audit.operation'), dataIndex: 'title', ellipsis: true },
          { title: t('audit.username'), dataIndex: 'username', width: 120, ellipsis: isPhone },
          { title: t('audit.button'), dataIndex: 'action', responsive: WIDE_SCREENS_ONLY, ellipsis: true },
          { title: t('audit.ip'), dataIndex: 'ip', width: 130, responsive: WIDE_SCREENS_ONLY },
          { title: t('audit.duration'), dataIndex: 'durationMs', width: 100, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('audit.result'),
            dataIndex: 'code',
            width: 110,
            responsive: WIDE_SCREENS_ONLY,
            render: (code: number) =>
              code === 200 ? (
                <Tag color="success">{t('audit.success')}</Tag>
              ) : (
                <Tag color="error">{t('audit.failure', { code })}</Tag>
              ),
          },
          {
            title: t('audit.time'),
            dataIndex: 'createTime',
            width: 180,
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string) => dateTime(time),
          },
          {
            title: t('audit.action'),
            key: 'action',
            ...fit.actions(90, 70),
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => setShown(row)}>
                {t('audit.detail')}
              </Button>
            ),
          },
        ]}
      />
      {shown && <OperationDiffDrawer row={shown} onClose={() => setShown(null)} />}
    </Card>
  );
}

import type { LoginLogRow } from '@scenecast/contracts';
import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { type LogParams, useLoginLog } from './auditApi';
import './auditLocale';
import { dateTime } from '../../framework/display/format';
import { serverPagination } from '../../framework/display/serverPagination';
import { LogSearchBar } from './LogSearchBar';

/** 登录日志: the sign-ins the server recorded, searched by user and date. */
export default function LoginLogPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [params, setParams] = useState<LogParams>({ pageNo: 1, pageSize: 10 });
  const page = useLoginLog(params);

  return (
    <Card data-testid="login-log-page">
      <LogSearchBar
        withAction={false}
        onSearch={(filters) => setParams((p) => ({ pageNo: 1, pageSize: p.pageSize, ...filters }))}
      />
      <Table<LoginLogRow>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        pagination={{
          ...serverPagination(params, page.data?.total, setParams),
        }}
        columns={[
          { title: t('audit.username'), dataIndex: 'username', ellipsis: isPhone },
          { title: t('audit.realname'), dataIndex: 'realname', responsive: WIDE_SCREENS_ONLY },
          { title: t('audit.ip'), dataIndex: 'ip', width: 140 },
          {
            title: t('audit.result'),
            dataIndex: 'result',
            width: 100,
            responsive: WIDE_SCREENS_ONLY,
            render: () => <Tag color="success">{t('audit.success')}</Tag>,
          },
          {
            title: t('audit.loginTime'),
            dataIndex: 'createTime',
            width: isPhone ? 110 : 180,
            render: (time: string) => dateTime(time),
          },
        ]}
      />
    </Card>
  );
}

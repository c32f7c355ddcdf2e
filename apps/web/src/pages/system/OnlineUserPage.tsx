import type { OnlineSessionRow } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { AUDIT_ACTIONS, auditKeys, forceLogout, type OnlineParams, useOnlineSessions } from './auditApi';
import './auditLocale';
import { dateTime } from '../../framework/display/format';
import { serverPagination } from '../../framework/display/serverPagination';

/** 在线用户: the live sessions; force sign-out ends every session of that user and tells their console. */
export default function OnlineUserPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [params, setParams] = useState<OnlineParams>({ pageNo: 1, pageSize: 10 });
  const page = useOnlineSessions(params);

  const force = async (row: OnlineSessionRow) => {
    try {
      await forceLogout(row.username);
      message.success(t('audit.forced'));
      await queryClient.invalidateQueries({ queryKey: auditKeys.online });
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    }
  };

  return (
    <Card data-testid="online-page">
      <Input.Search
        allowClear
        style={{ marginBottom: 16, maxWidth: 320 }}
        placeholder={t('audit.searchUser')}
        data-testid="online-search"
        onSearch={(text) => setParams((p) => ({ ...p, pageNo: 1, username: text.trim() || undefined }))}
      />
      <Table<OnlineSessionRow>
        rowKey="sessionKey"
        loading={page.isFetching}
        dataSource={page.data?.records}
        pagination={{
          ...serverPagination(params, page.data?.total, setParams),
        }}
        columns={[
          {
            title: t('audit.username'),
            dataIndex: 'username',
            ellipsis: isPhone,
            render: (name: string, row) => (
              <>
                {name} {row.isCurrent && <Tag color="blue">{t('audit.current')}</Tag>}
              </>
            ),
          },
          { title: t('audit.realname'), dataIndex: 'realname', responsive: WIDE_SCREENS_ONLY },
          { title: t('audit.tenant'), dataIndex: 'tenantName', responsive: WIDE_SCREENS_ONLY, ellipsis: true },
          {
            title: t('audit.loginTime'),
            dataIndex: 'loginTime',
            width: 180,
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string) => dateTime(time),
          },
          {
            title: t('audit.expiresAt'),
            dataIndex: 'expiresAt',
            width: 180,
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string) => dateTime(time),
          },
          { title: t('audit.ip'), dataIndex: 'ip', width: 130, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('audit.action'),
            key: 'action',
            width: isPhone ? 90 : 110,
            render: (_, row) =>
              row.isCurrent ? null : (
                <Authorized action={AUDIT_ACTIONS.forceLogout}>
                  <Popconfirm title={t('audit.forceConfirm', { name: row.username })} onConfirm={() => force(row)}>
                    <Button type="link" size="small" danger data-testid={`force-${row.username}`}>
                      {t('audit.forceLogout')}
                    </Button>
                  </Popconfirm>
                </Authorized>
              ),
          },
        ]}
      />
    </Card>
  );
}

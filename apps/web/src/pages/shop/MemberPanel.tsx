import { CrownFilled, UserOutlined } from '@ant-design/icons';
import { MEMBER_STATUS_ACTIVE, MEMBER_STATUS_DISABLED, type ShopMemberRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Badge, Card, Col, Empty, Row, Segmented, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { RequestError } from '../../framework/http';
import { staticUrl } from '../../framework/upload/staticUrl';
import { useFeedback } from '../../framework/useFeedback';
import { setMemberStatus, shopKeys, useJobMembers, useShopJobs, useShopMembers } from './api';

interface MemberPanelProps {
  shopId: string;
  /** The owner may enable and disable staff. */
  canManage: boolean;
}

const ALL_JOBS = '';

/** A shop's members: the main user, staff with their jobs, enable/disable, and the job counts. */
export function MemberPanel({ shopId, canManage }: MemberPanelProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const members = useShopMembers(shopId);
  const jobs = useShopJobs(shopId);
  const [job, setJob] = useState<string>(ALL_JOBS);
  const jobMembers = useJobMembers(shopId, job || null);
  const mainUser = members.data?.find((member) => member.isMain);
  const staff = job ? (jobMembers.data ?? []) : (members.data ?? []).filter((member) => !member.isMain);

  const toggle = async (member: ShopMemberRecord, active: boolean) => {
    try {
      await setMemberStatus(member.id, active ? MEMBER_STATUS_ACTIVE : MEMBER_STATUS_DISABLED);
      message.success(active ? t('shop.members.enabledOk') : t('shop.members.disabledOk'));
      await queryClient.invalidateQueries({ queryKey: shopKeys.members(shopId) });
      await queryClient.invalidateQueries({ queryKey: shopKeys.jobs(shopId) });
      await queryClient.invalidateQueries({ queryKey: ['shop', 'jobMembers', shopId] });
    } catch (error) {
      if (!(error instanceof RequestError && error.alreadyShown)) {
        message.warning(error instanceof Error ? error.message : String(error));
      }
    }
  };

  return (
    <div className="sc-member-panel" data-testid="member-panel">
      <Card size="small" variant="outlined" className="sc-main-user" loading={members.isLoading}>
        {mainUser ? (
          <Space size={14}>
            <Badge count={<CrownFilled style={{ color: '#faad14' }} />} offset={[-4, 36]}>
              <Avatar size={48} src={staticUrl(mainUser.avatar)} icon={<UserOutlined />} />
            </Badge>
            <div>
              <div className="sc-main-user-name">
                {mainUser.realname || mainUser.username}
                <Tag color="gold" style={{ marginLeft: 8 }}>
                  {mainUser.jobName}
                </Tag>
              </div>
              <Typography.Text type="secondary">
                {mainUser.username}
                {mainUser.phone ? ` · ${mainUser.phone}` : ''}
              </Typography.Text>
            </div>
          </Space>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      <Row gutter={[8, 8]} className="sc-job-stats">
        {(jobs.data ?? []).map((entry) => (
          <Col key={entry.id} span={Math.floor(24 / Math.max(1, jobs.data?.length ?? 1)) || 4}>
            <div className="sc-job-stat">
              <div className="sc-job-stat-count">{entry.memberCount}</div>
              <div className="sc-job-stat-name">{entry.name}</div>
            </div>
          </Col>
        ))}
      </Row>
      <Segmented
        value={job}
        onChange={(value) => setJob(String(value))}
        options={[
          { label: t('shop.members.allJobs'), value: ALL_JOBS },
          ...(jobs.data ?? []).map((entry) => ({ label: entry.name, value: entry.id })),
        ]}
        style={{ margin: '12px 0' }}
      />
      <Table<ShopMemberRecord>
        rowKey="id"
        size="small"
        loading={members.isLoading || jobMembers.isFetching}
        dataSource={staff}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shop.members.noStaff')} /> }}
        columns={[
          {
            title: t('shop.members.name'),
            key: 'name',
            render: (_, member) => (
              <Space>
                <Avatar size="small" src={staticUrl(member.avatar)} icon={<UserOutlined />} />
                <span>{member.realname || member.username}</span>
              </Space>
            ),
          },
          {
            title: t('shop.members.phone'),
            dataIndex: 'phone',
            responsive: WIDE_SCREENS_ONLY,
            render: (phone: string | null) => phone ?? '—',
          },
          {
            title: t('shop.members.job'),
            dataIndex: 'jobName',
            render: (name: string | null) => <Tag>{name ?? '—'}</Tag>,
          },
          {
            title: t('shop.members.status'),
            key: 'status',
            width: 110,
            render: (_, member) => (
              <Switch
                size="small"
                checked={member.status === MEMBER_STATUS_ACTIVE}
                disabled={!canManage}
                onChange={(active) => void toggle(member, active)}
                checkedChildren={t('shop.status.enabled')}
                unCheckedChildren={t('shop.status.disabled')}
                aria-label={t('shop.members.status')}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

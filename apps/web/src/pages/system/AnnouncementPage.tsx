import { PlusOutlined } from '@ant-design/icons';
import type { Announcement } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { dateTime } from '../../framework/display/format';
import { serverPagination } from '../../framework/display/serverPagination';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { AnnouncementFormModal } from './AnnouncementFormModal';
import {
  deleteAnnouncement,
  type ManagedParams,
  releaseAnnouncement,
  reloadAnnouncements,
  revokeAnnouncement,
  useManagedAnnouncements,
} from './announcementApi';
import { PriorityTag } from './PriorityTag';

const MANAGE = 'system:announcement:manage';
const STATUS_COLOR = { '0': 'default', '1': 'green', '2': 'orange' } as const;

/** The tenant's announcements: write, release to their receivers, revoke, delete. */
export default function AnnouncementPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [params, setParams] = useState<ManagedParams>({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const page = useManagedAnnouncements(params);

  /** Runs an action and shows what it answers. */
  const run = async (action: () => Promise<string>) => {
    try {
      message.success(await action());
      await reloadAnnouncements(queryClient);
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    }
  };

  const actions = (row: Announcement) => (
    <Authorized action={MANAGE}>
      <Space size={4} orientation={isPhone ? 'vertical' : 'horizontal'} align={isPhone ? 'start' : undefined}>
        {row.sendStatus !== '1' && (
          <>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('annt.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              data-testid="announcement-release"
              onClick={() =>
                void run(async () => t('annt.released', { count: (await releaseAnnouncement(row.id)).receivers }))
              }
            >
              {t('annt.release')}
            </Button>
          </>
        )}
        {row.sendStatus === '1' && (
          <Button
            type="link"
            size="small"
            onClick={() =>
              void run(async () => {
                await revokeAnnouncement(row.id);
                return t('annt.revoked');
              })
            }
          >
            {t('annt.revoke')}
          </Button>
        )}
        <Popconfirm
          title={t('annt.removeConfirm')}
          onConfirm={() =>
            run(async () => {
              await deleteAnnouncement(row.id);
              return t('annt.removed');
            })
          }
        >
          <Button type="link" size="small" danger>
            {t('annt.remove')}
          </Button>
        </Popconfirm>
      </Space>
    </Authorized>
  );

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('annt.titile')}
          onSearch={(text) => setParams((p) => ({ ...p, pageNo: 1, titile: text ? `*${text}*` : undefined }))}
        />
        <Select
          allowClear
          placeholder={t('annt.statusLabel')}
          style={{ width: 140 }}
          onChange={(sendStatus?: string) => setParams((p) => ({ ...p, pageNo: 1, sendStatus }))}
          options={(['0', '1', '2'] as const).map((value) => ({ value, label: t(`annt.sendStatus.${value}`) }))}
        />
        <Authorized action={MANAGE}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('annt.add')}
          </Button>
        </Authorized>
      </Space>
      <Table<Announcement>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        pagination={{
          ...serverPagination(params, page.data?.total, setParams),
        }}
        columns={[
          { title: t('annt.titile'), dataIndex: 'titile', ellipsis: isPhone },
          {
            title: t('annt.categoryLabel'),
            dataIndex: 'msgCategory',
            width: 110,
            responsive: WIDE_SCREENS_ONLY,
            render: (value: Announcement['msgCategory']) => t(`annt.category.${value}`),
          },
          {
            title: t('annt.priorityLabel'),
            dataIndex: 'priority',
            width: 90,
            responsive: WIDE_SCREENS_ONLY,
            render: (_, row) => <PriorityTag priority={row.priority} />,
          },
          {
            title: t('annt.targets'),
            dataIndex: 'msgType',
            width: 110,
            responsive: WIDE_SCREENS_ONLY,
            render: (value: Announcement['msgType']) => t(`annt.msgType.${value}`),
          },
          {
            title: t('annt.statusLabel'),
            dataIndex: 'sendStatus',
            width: 100,
            render: (value: Announcement['sendStatus']) => (
              <Tag color={STATUS_COLOR[value]}>{t(`annt.sendStatus.${value}`)}</Tag>
            ),
          },
          {
            title: t('annt.sendTime'),
            dataIndex: 'sendTime',
            width: 180,
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string | null) => (time ? dateTime(time) : ''),
          },
          { title: t('annt.action'), key: 'action', width: isPhone ? 96 : 200, render: (_, row) => actions(row) },
        ]}
      />
      {editing && (
        <AnnouncementFormModal
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            message.success(t('annt.saved'));
            void reloadAnnouncements(queryClient);
          }}
        />
      )}
    </Card>
  );
}

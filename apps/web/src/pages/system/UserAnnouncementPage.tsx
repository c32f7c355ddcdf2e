import type { AnnouncementNotice } from '@scenecast/contracts';
import { Badge, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dateTime } from '../../framework/display/format';
import { WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { type MyAnnouncementParams, useMyAnnouncements } from './announcementApi';
import { PriorityTag } from './PriorityTag';
import { useOpenNotice } from './useOpenNotice';

type Filters = Pick<MyAnnouncementParams, 'titile' | 'readFlag' | 'priority'>;

/** /message/isps/userAnnouncement: the user's announcements, read and unread; `?id=` opens one. */
export default function UserAnnouncementPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const page = useMyAnnouncements({ ...paging, ...filters });
  const opener = useOpenNotice();
  const [form] = Form.useForm<Filters>();

  const wantedId = searchParams.get('id');
  const wanted = page.data?.records.find((notice) => notice.anntId === wantedId);
  useEffect(() => {
    if (!wanted) return;
    setSearchParams({}, { replace: true });
    void opener.open(wanted);
  }, [wanted, opener.open, setSearchParams]);

  const search = (values: Filters) => {
    setFilters({
      titile: values.titile ? `*${values.titile}*` : undefined,
      readFlag: values.readFlag,
      priority: values.priority,
    });
    setPaging((current) => ({ ...current, pageNo: 1 }));
  };

  return (
    <Card>
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="titile" label={t('annt.titile')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="readFlag" label={t('annt.readLabel')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={(['0', '1'] as const).map((value) => ({ value, label: t(`annt.readFlag.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="priority" label={t('annt.priorityLabel')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={(['L', 'M', 'H'] as const).map((value) => ({ value, label: t(`annt.priority.${value}`) }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('annt.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('annt.reset')}
          </Button>
        </Space>
      </Form>
      <Table<AnnouncementNotice>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        onRow={(notice) => ({ onClick: () => void opener.open(notice), style: { cursor: 'pointer' } })}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: page.data?.total,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
        columns={[
          { title: t('annt.titile'), dataIndex: 'titile' },
          { title: t('annt.sender'), dataIndex: 'sender', width: 140, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('annt.priorityLabel'),
            dataIndex: 'priority',
            width: 100,
            responsive: WIDE_SCREENS_ONLY,
            render: (_, notice) => <PriorityTag priority={notice.priority} />,
          },
          {
            title: t('annt.sendTime'),
            dataIndex: 'sendTime',
            width: 190,
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string | null) => (time ? dateTime(time) : ''),
          },
          {
            title: t('annt.readLabel'),
            dataIndex: 'readFlag',
            width: 100,
            render: (flag: '0' | '1') => (
              <Badge status={flag === '1' ? 'default' : 'processing'} text={t(`annt.readFlag.${flag}`)} />
            ),
          },
        ]}
      />
      {opener.dialog}
    </Card>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import {
  deletePosition,
  POSITION_MANAGE,
  type PositionParams,
  type PositionRow,
  positionKeys,
  usePositions,
} from './departApi';
import './departLocale';
import { serverPagination } from '../../framework/display/serverPagination';
import { PositionFormModal } from './PositionFormModal';

/** 职务管理: the tenant's positions by name, added and edited in a dialog, deleted after a confirmation. */
export default function PositionPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [params, setParams] = useState<PositionParams>({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<PositionRow | 'new' | null>(null);
  const page = usePositions(params);
  const reload = () => queryClient.invalidateQueries({ queryKey: positionKeys.all });

  const remove = async (row: PositionRow) => {
    try {
      await deletePosition(row.id);
      message.success(t('position.removed'));
      await reload();
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    }
  };

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('position.search')}
          data-testid="position-search"
          onSearch={(text) => setParams((p) => ({ ...p, pageNo: 1, name: text.trim() || undefined }))}
        />
        <Authorized action={POSITION_MANAGE}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('position.add')}
          </Button>
        </Authorized>
      </Space>
      <Table<PositionRow>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        pagination={{
          ...serverPagination(params, page.data?.total, setParams),
        }}
        columns={[
          { title: t('position.name'), dataIndex: 'name', ellipsis: isPhone },
          { title: t('position.code'), dataIndex: 'code', responsive: WIDE_SCREENS_ONLY },
          { title: t('position.rank'), dataIndex: 'rank_dictText', width: 120 },
          {
            title: t('position.action'),
            key: 'action',
            width: isPhone ? 80 : 160,
            render: (_, row) => (
              <Authorized action={POSITION_MANAGE}>
                <Space size={4} orientation={isPhone ? 'vertical' : 'horizontal'} align={isPhone ? 'start' : undefined}>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('position.edit')}
                  </Button>
                  <Popconfirm title={t('position.removeConfirm')} onConfirm={() => remove(row)}>
                    <Button type="link" size="small" danger>
                      {t('position.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              </Authorized>
            ),
          },
        ]}
      />
      {editing && (
        <PositionFormModal
          position={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            message.success(t(editing === 'new' ? 'position.added' : 'position.saved'));
            setEditing(null);
            void reload();
          }}
        />
      )}
    </Card>
  );
}

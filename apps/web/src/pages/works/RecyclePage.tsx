import { ClearOutlined, DeleteOutlined, PictureOutlined, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { formatFileSize, type WorksRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Image, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { showRefusal } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { emptyBin, purgeWorks, restoreWorks, useTrashPage, worksKeys } from './api';
import './works.css';
import { dateTime } from '../../framework/display/format';

/** The recycle bin (business §7 Recycle): sizes, restore, delete for good, empty. */
export default function RecyclePage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<string[]>([]);
  const page = useTrashPage(pageNo, pageSize);
  const refresh = () => queryClient.invalidateQueries({ queryKey: worksKeys.all });

  const restore = async (ids: string[]) => {
    try {
      const count = await restoreWorks(ids);
      message.success(t('worksRecycle.restored', { count }));
      setSelected((known) => known.filter((id) => !ids.includes(id)));
      await refresh();
    } catch (error) {
      showRefusal(message, error);
    }
  };

  const purge = (ids: string[]) =>
    modal.confirm({
      title: t('worksRecycle.deleteConfirm', { count: ids.length }),
      content: t('worksRecycle.deleteHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await purgeWorks(ids);
          setSelected((known) => known.filter((id) => !ids.includes(id)));
          await refresh();
        } catch (error) {
          showRefusal(message, error);
        }
      },
    });

  const empty = () =>
    modal.confirm({
      title: t('worksRecycle.emptyConfirm'),
      content: t('worksRecycle.emptyHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await emptyBin();
          setSelected([]);
          setPageNo(1);
          await refresh();
        } catch (error) {
          showRefusal(message, error);
        }
      },
    });

  const columns: TableColumnsType<WorksRecord> = [
    {
      title: t('worksRecycle.columns.work'),
      dataIndex: 'name',
      render: (_, work) => (
        <Space>
          {work.thumbUrl || work.kind === 'image' ? (
            <Image
              src={work.thumbUrl ?? work.url}
              width={56}
              height={42}
              style={{ objectFit: 'cover', borderRadius: 4 }}
              preview={work.kind === 'image' ? { src: work.url } : false}
            />
          ) : (
            <PictureOutlined style={{ fontSize: 28, color: '#bfbfbf' }} />
          )}
          <Typography.Text ellipsis={{ tooltip: work.name }} style={{ maxWidth: 280 }}>
            {work.name}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('worksRecycle.columns.kind'),
      dataIndex: 'kind',
      width: 90,
      render: (kind: WorksRecord['kind']) => (
        <Tag color={kind === 'video' ? 'blue' : 'default'}>{t(`worksRecycle.kinds.${kind}`)}</Tag>
      ),
    },
    {
      title: t('worksRecycle.columns.size'),
      dataIndex: 'size',
      width: 110,
      render: (size: number) => formatFileSize(size),
    },
    {
      title: t('worksRecycle.columns.deletedAt'),
      dataIndex: 'deletedAt',
      width: 180,
      render: (iso: string | null) => (iso ? dateTime(iso) : '—'),
    },
    {
      title: t('worksRecycle.columns.actions'),
      key: 'actions',
      width: 190,
      render: (_, work) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            icon={<UndoOutlined />}
            onClick={() => void restore([work.id])}
            data-testid="recycle-restore"
          >
            {t('worksRecycle.restore')}
          </Button>
          <Authorized action="works:delete">
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => purge([work.id])}
              data-testid="recycle-delete"
            >
              {t('worksRecycle.delete')}
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  const count = page.data?.trashCount ?? 0;
  return (
    <Card data-testid="recycle-page">
      <div className="works-header" style={{ marginBottom: 16 }}>
        <Space direction="vertical" size={0}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('worksRecycle.title')}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="recycle-total">
            {t('worksRecycle.total', { count, size: formatFileSize(page.data?.trashSize ?? 0) })}
          </Typography.Text>
        </Space>
        <Space wrap>
          <Button icon={<UndoOutlined />} disabled={selected.length === 0} onClick={() => void restore(selected)}>
            {t('worksRecycle.restoreSelected')}
          </Button>
          <Authorized action="works:delete">
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={() => purge(selected)}>
              {t('worksRecycle.deleteSelected')}
            </Button>
            <Button
              danger
              type="primary"
              icon={<ClearOutlined />}
              disabled={count === 0}
              onClick={empty}
              data-testid="recycle-empty"
            >
              {t('worksRecycle.empty')}
            </Button>
          </Authorized>
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()} aria-label={t('works.refresh')} />
        </Space>
      </div>
      <Table<WorksRecord>
        rowKey="id"
        data-testid="recycle-table"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.records ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        locale={{ emptyText: <Empty description={t('worksRecycle.none')} /> }}
        pagination={{
          current: pageNo,
          pageSize,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (next, size) => {
            setPageNo(next);
            setPageSize(size);
          },
        }}
      />
    </Card>
  );
}

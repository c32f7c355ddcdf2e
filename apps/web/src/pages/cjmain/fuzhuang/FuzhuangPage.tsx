import { PlusOutlined } from '@ant-design/icons';
import { FUZHUANG_STATES, type FuzhuangRecord, type FuzhuangState } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Image, Input, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../../framework/display/smallScreen';
import { useActionRunner } from '../../../framework/refusal';
import { staticUrl } from '../../../framework/upload/staticUrl';
import { useFeedback } from '../../../framework/useFeedback';
import { useCurrentShop } from '../../device/currentShop';
import { ShopBar } from '../studio/ShopBar';
import { deleteFuzhuang, type FuzhuangFilters, fuzhuangKeys, useFuzhuangPage } from './api';
import { FuzhuangFormModal } from './FuzhuangFormModal';
import '../studio/studio.css';

const PAGE_SIZE = 10;
const STATE_COLOURS: Record<FuzhuangState, string> = { available: 'green', cleaning: 'blue', retired: 'default' };

/** /cjmain/fuzhuang: the shop's costumes, searched by number, with the sample albums that show each. */
export default function FuzhuangPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const current = useCurrentShop();
  const [filters, setFilters] = useState<FuzhuangFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const list = useFuzhuangPage(current.shopId, filters, pageNo, PAGE_SIZE);
  const [editing, setEditing] = useState<FuzhuangRecord | 'new' | null>(null);
  const fit = tableFit(useIsPhone(), 900);
  const refresh = () => queryClient.invalidateQueries({ queryKey: fuzhuangKeys.all });
  const run = useActionRunner(refresh);
  const filter = (patch: FuzhuangFilters) => {
    setFilters((known) => ({ ...known, ...patch }));
    setPageNo(1);
  };

  if (!current.isLoading && current.shops.length === 0) {
    return (
      <Card>
        <Empty description={t('studio.noShop')} />
      </Card>
    );
  }

  const remove = (row: FuzhuangRecord) =>
    modal.confirm({
      title: t('studio.deleteConfirm', { count: 1 }),
      okButtonProps: { danger: true },
      onOk: () => run(() => deleteFuzhuang([row.id]), t('studio.deleted')),
    });

  const columns: TableColumnsType<FuzhuangRecord> = [
    {
      key: 'photo',
      title: t('studio.fuzhuang.photos'),
      width: 88,
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) =>
        row.photos[0] ? <Image src={staticUrl(row.photos[0])} width={64} height={64} className="studio-cover" /> : null,
    },
    {
      key: 'number',
      title: t('studio.fuzhuang.number'),
      render: (_, row) => <span data-testid="fuzhuang-row-number">{row.number}</span>,
    },
    { key: 'name', dataIndex: 'name', title: t('studio.fuzhuang.name'), ellipsis: true },
    {
      key: 'category',
      title: t('studio.fuzhuang.category'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) => row.categoryName ?? '',
    },
    {
      key: 'sizes',
      title: `${t('studio.fuzhuang.sizes')} / ${t('studio.fuzhuang.colours')}`,
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) => [...row.sizes, ...row.colours].join(' · '),
    },
    {
      key: 'state',
      title: t('studio.fuzhuang.state'),
      render: (_, row) => (
        <Tag color={STATE_COLOURS[row.state]} data-testid="fuzhuang-row-state">
          {t(`studio.fuzhuang.states.${row.state}`)}
        </Tag>
      ),
    },
    {
      key: 'albums',
      title: t('studio.fuzhuang.albums'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) =>
        row.albums.length === 0 ? (
          <Typography.Text type="secondary">{t('studio.fuzhuang.noAlbums')}</Typography.Text>
        ) : (
          row.albums.map((album) => (
            <Tag key={album.id} bordered={false}>
              {`${album.mainNumber} ${album.title}`}
            </Tag>
          ))
        ),
    },
    {
      key: 'actions',
      title: t('studio.actions'),
      ...fit.actions(120, 96),
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="fuzhuang-edit">
            {t('studio.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(row)}>
            {t('studio.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('studio.fuzhuang.title')}>
      <ShopBar current={current} desc={t('studio.fuzhuang.desc')} />
      <div className="studio-filters">
        <Input.Search
          allowClear
          placeholder={t('studio.fuzhuang.numberSearch')}
          onSearch={(value) => filter({ number: value.trim() || undefined })}
          data-testid="fuzhuang-search"
        />
        <Select
          allowClear
          placeholder={t('studio.fuzhuang.state')}
          value={filters.state}
          onChange={(state?: FuzhuangState) => filter({ state })}
          options={FUZHUANG_STATES.map((state) => ({ value: state, label: t(`studio.fuzhuang.states.${state}`) }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="fuzhuang-add">
          {t('studio.fuzhuang.add')}
        </Button>
      </div>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={fit.scroll}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPageNo }}
      />
      {current.shopId && (
        <FuzhuangFormModal
          shopId={current.shopId}
          record={editing === 'new' ? null : editing}
          open={editing !== null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}

import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { CJUSER_SOURCES, type CjuserRecord, DEFAULT_PAGE_SIZE } from '@scenecast/contracts';
import { Button, Card, Empty, Form, Input, Popconfirm, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../framework/Authorized';
import { AdvancedQuery } from '../../framework/advanced-query/AdvancedQuery';
import type { SuperQueryParams } from '../../framework/advanced-query/superQuery';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { ImportModal } from '../../framework/import-export/ImportModal';
import type { ListParams } from '../../framework/import-export/listApi';
import { useListActions, useListPage } from '../../framework/import-export/useListActions';
import { useActionRunner } from '../../framework/refusal';
import { useCurrentShop } from '../device/currentShop';
import { CJUSER_QUERY_FIELDS, CJUSER_URLS, deleteCustomer } from './api';
import { CjuserDetailDrawer } from './CjuserDetailDrawer';
import { CjuserFormModal } from './CjuserFormModal';
import './cjuserLocale';
import { sizedPagination } from '../../framework/display/serverPagination';

interface Filters {
  name?: string;
  phone?: string;
  source?: string;
  tag?: string;
}

/** 客户管理: a shop's customers with filters, advanced query, import, export, details and edits. */
export default function CjuserPage() {
  const { t } = useTranslation();
  const { shops, shopId, setShopId, isLoading: shopsLoading } = useCurrentShop();
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [superQuery, setSuperQuery] = useState<SuperQueryParams | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ record: CjuserRecord | null } | null>(null);
  const fit = tableFit(useIsPhone(), 1100);
  const canAdd = usePermission('cjuser:add');
  const canEdit = usePermission('cjuser:edit');
  const canDelete = usePermission('cjuser:delete');
  const canImport = usePermission('cjuser:import');

  const query: ListParams = { shopId: shopId ?? undefined, ...filters, ...superQuery };
  const list = useListPage<CjuserRecord>(CJUSER_URLS, { ...query, pageNo, pageSize });
  const { removeBatch, exportList, exporting, refresh } = useListActions(CJUSER_URLS);
  const runAction = useActionRunner(refresh);

  const search = (next: Filters) => {
    setFilters(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));
    setPageNo(1);
  };

  if (!shopsLoading && shops.length === 0) {
    return (
      <Card title={t('cjuser.title')}>
        <Empty description={t('cjuser.noShop')} />
      </Card>
    );
  }

  const columns: TableColumnsType<CjuserRecord> = [
    { title: t('cjuser.name'), dataIndex: 'name', width: 120 },
    { title: t('cjuser.phone'), dataIndex: 'phone', width: 130 },
    {
      title: t('cjuser.gender'),
      dataIndex: 'gender',
      width: 70,
      responsive: WIDE_SCREENS_ONLY,
      render: (gender: number) => t(`cjuser.genders.${gender}`),
    },
    { title: t('cjuser.birthday'), dataIndex: 'birthday', width: 110, responsive: WIDE_SCREENS_ONLY },
    {
      title: t('cjuser.source'),
      dataIndex: 'source',
      width: 100,
      responsive: WIDE_SCREENS_ONLY,
      render: (source: string | null) => (source ? t(`cjuser.sources.${source}`) : '-'),
    },
    {
      title: t('cjuser.tags'),
      dataIndex: 'tags',
      width: 180,
      responsive: WIDE_SCREENS_ONLY,
      render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
    },
    { title: t('cjuser.orders'), dataIndex: 'orderCount', width: 70, responsive: WIDE_SCREENS_ONLY },
    { title: t('cjuser.reviews'), dataIndex: 'reviewCount', width: 70, responsive: WIDE_SCREENS_ONLY },
    {
      title: t('cjuser.actions'),
      key: 'actions',
      ...fit.actions(170, 72),
      render: (_, record) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setDetailId(record.id)}>
            {t('cjuser.detail')}
          </Button>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing({ record })}>
              {t('cjuser.edit')}
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={t('cjuser.deleteConfirm')}
              onConfirm={() => runAction(() => deleteCustomer(record.id), t('list.deleted'))}
            >
              <Button type="link" size="small" danger>
                {t('cjuser.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('cjuser.title')}
      extra={
        <Select
          loading={shopsLoading}
          value={shopId ?? undefined}
          onChange={(value: string) => {
            setShopId(value);
            setPageNo(1);
          }}
          options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
          style={{ minWidth: 160 }}
          aria-label={t('cjuser.shop')}
          data-testid="cjuser-shop"
        />
      }
    >
      <Form
        form={filterForm}
        name="cjuserFilters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="name" label={t('cjuser.name')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="phone" label={t('cjuser.phone')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="source" label={t('cjuser.source')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={Object.keys(CJUSER_SOURCES).map((value) => ({ value, label: t(`cjuser.sources.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="tag" label={t('cjuser.tag')}>
          <Input allowClear style={{ width: 110 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('cjuser.search')}
          </Button>
          <Button
            onClick={() => {
              filterForm.resetFields();
              search({});
            }}
          >
            {t('cjuser.reset')}
          </Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 16 }} wrap>
        {canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ record: null })}>
            {t('cjuser.add')}
          </Button>
        )}
        {canImport && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('list.import')}
          </Button>
        )}
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={() => exportList(query, selected, t('cjuser.exportName'))}
        >
          {t('list.export')}
        </Button>
        {canDelete && (
          <Button
            icon={<DeleteOutlined />}
            onClick={async () => {
              if (await removeBatch(selected)) setSelected([]);
            }}
          >
            {t('cjuser.batchDelete')}
          </Button>
        )}
        <AdvancedQuery
          fields={CJUSER_QUERY_FIELDS}
          pageKey="cjuser/customers"
          onSearch={(params) => {
            setSuperQuery(params);
            setPageNo(1);
          }}
        />
      </Space>
      <Table<CjuserRecord>
        rowKey="id"
        size="middle"
        data-testid="cjuser-table"
        columns={columns}
        dataSource={shopId ? (list.data?.records ?? []) : []}
        loading={list.isFetching}
        scroll={fit.scroll}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={sizedPagination(pageNo, pageSize, list.data?.total, { setPageNo, setPageSize })}
      />
      {shopId && (
        <ImportModal
          open={importing}
          url={`${CJUSER_URLS.importExcel}?shopId=${encodeURIComponent(shopId)}`}
          onClose={() => setImporting(false)}
          onImported={() => void refresh()}
        />
      )}
      <CjuserDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      {editing && shopId && (
        <CjuserFormModal
          shopId={shopId}
          record={editing.record}
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

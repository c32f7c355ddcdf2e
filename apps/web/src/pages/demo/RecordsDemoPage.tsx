import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, type DemoRecord } from '@scenecast/contracts';
import { Button, Card, Form, Popconfirm, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvancedQuery } from '../../framework/advanced-query/AdvancedQuery';
import type { SuperQueryParams } from '../../framework/advanced-query/superQuery';
import { DictSelect } from '../../framework/DictSelect';
import { ellipsis, thousands } from '../../framework/display/format';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { ImportModal } from '../../framework/import-export/ImportModal';
import type { ListParams } from '../../framework/import-export/listApi';
import { useListActions, useListPage } from '../../framework/import-export/useListActions';
import { InputFilter } from '../../framework/pickers/InputFilter';
import { RecordDetailDrawer } from './RecordDetailDrawer';
import { RecordFormModal } from './RecordFormModal';
import { RECORD_QUERY_FIELDS, RECORD_URLS } from './recordsApi';
import './recordsLocale';
import { sizedPagination } from '../../framework/display/serverPagination';

interface Filters {
  name?: string;
  sex?: string;
  age?: string;
}

/** 组件示例 · demo records: input filters, advanced query, import, export, batch delete, detail and edit. */
export default function RecordsDemoPage() {
  const { t } = useTranslation();
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [superQuery, setSuperQuery] = useState<SuperQueryParams | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const fit = tableFit(useIsPhone(), 1100);
  const [importing, setImporting] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);

  const query: ListParams = { ...filters, ...superQuery, column: 'createTime', order: 'desc' };
  const list = useListPage<DemoRecord>(RECORD_URLS, { ...query, pageNo, pageSize });
  const { remove, removeBatch, exportList, exporting, refresh } = useListActions(RECORD_URLS);

  const search = (next: Filters) => {
    setFilters(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));
    setPageNo(1);
  };

  const columns: TableColumnsType<DemoRecord> = [
    { title: t('demoRecords.name'), dataIndex: 'name', width: 120 },
    {
      title: t('demoRecords.keyWord'),
      dataIndex: 'keyWord',
      responsive: WIDE_SCREENS_ONLY,
      width: 160,
      render: (text: string | null) => <Tooltip title={text}>{ellipsis(text)}</Tooltip>,
    },
    { title: t('demoRecords.sex'), dataIndex: 'sex_dictText', width: 70, responsive: WIDE_SCREENS_ONLY },
    { title: t('demoRecords.age'), dataIndex: 'age', width: 70 },
    { title: t('demoRecords.birthday'), dataIndex: 'birthday', width: 120, responsive: WIDE_SCREENS_ONLY },
    { title: t('demoRecords.email'), dataIndex: 'email', width: 180, responsive: WIDE_SCREENS_ONLY },
    { title: t('demoRecords.phone'), dataIndex: 'phone', width: 130, responsive: WIDE_SCREENS_ONLY },
    {
      title: t('demoRecords.salary'),
      dataIndex: 'salary',
      responsive: WIDE_SCREENS_ONLY,
      width: 130,
      align: 'right',
      render: (salary: string | null) => thousands(salary),
    },
    {
      title: t('demoRecords.actions'),
      key: 'actions',
      ...fit.actions(180, 72),
      render: (_, record) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setDetailId(record.id)}>
            {t('demoRecords.detail')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing({ id: record.id })}>
            {t('demoRecords.edit')}
          </Button>
          <Popconfirm title={t('demoRecords.deleteConfirm')} onConfirm={() => remove(record.id)}>
            <Button type="link" size="small" danger>
              {t('demoRecords.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('demoRecords.title')}>
      <Form
        form={filterForm}
        name="demoRecordFilters"
        layout="inline"
        onFinish={search}
        data-testid="records-filters"
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="name" label={t('demoRecords.name')}>
          <InputFilter type="like" trim style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="sex" label={t('demoRecords.sex')}>
          <DictSelect dictCode="sex" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="age" label={t('demoRecords.ageFrom')}>
          <InputFilter type="ge" trim style={{ width: 100 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('demoRecords.search')}
          </Button>
          <Button
            onClick={() => {
              filterForm.resetFields();
              search({});
            }}
          >
            {t('demoRecords.reset')}
          </Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 16 }} wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
          {t('demoRecords.add')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          {t('list.import')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={() => exportList(query, selected, t('demoRecords.exportName'))}
        >
          {t('list.export')}
        </Button>
        <Button
          icon={<DeleteOutlined />}
          onClick={async () => {
            if (await removeBatch(selected)) setSelected([]);
          }}
        >
          {t('demoRecords.batchDelete')}
        </Button>
        <AdvancedQuery
          fields={RECORD_QUERY_FIELDS}
          pageKey="demo/records"
          onSearch={(params) => {
            setSuperQuery(params);
            setPageNo(1);
          }}
        />
        {selected.length > 0 && <span>{t('demoRecords.selected', { count: selected.length })}</span>}
      </Space>
      <Table<DemoRecord>
        rowKey="id"
        size="middle"
        data-testid="records-table"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={fit.scroll}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={sizedPagination(pageNo, pageSize, list.data?.total, { setPageNo, setPageSize })}
      />
      <ImportModal
        open={importing}
        url={RECORD_URLS.importExcel}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
      />
      <RecordDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <RecordFormModal
        id={editing?.id ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </Card>
  );
}

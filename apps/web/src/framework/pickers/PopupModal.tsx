import { msg, PICKER_PAGE_SIZE_OPTIONS, type ReportColumnsAnswer, type ReportQueryItem } from '@scenecast/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { POPUP_MODAL_WIDTH } from './constants';
import './locale';
import { loadReportColumns, loadReportData, loadReportQueryInfo, type ReportRow } from './popupApi';
import { canSubmitPopup, selfParams } from './popupLogic';

interface PopupModalProps {
  code: string;
  groupId?: string;
  param?: Record<string, string>;
  multi: boolean;
  onOk(rows: ReportRow[]): void;
  onCancel(): void;
}

type KeyedRow = ReportRow & { __key: string };
type QueryValues = Record<string, string | Dayjs | undefined>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An online report's rows to pick from (modal 1200), framework §2 and §8. */
export function PopupModal({ code, groupId, param, multi, onOk, onCancel }: PopupModalProps) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [config, setConfig] = useState<ReportColumnsAnswer | null>(null);
  const [queryItems, setQueryItems] = useState<ReportQueryItem[]>([]);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: PICKER_PAGE_SIZE_OPTIONS[0] as number });
  const [sort, setSort] = useState<{ column: string; order: 'asc' | 'desc' } | null>(null);
  const [selected, setSelected] = useState<KeyedRow[]>([]);
  const [form] = Form.useForm<QueryValues>();
  // The loading effect runs once per report; the parent's callbacks may change identity meanwhile.
  const closeRef = useRef(onCancel);
  closeRef.current = onCancel;

  useEffect(() => {
    let live = true;
    loadReportColumns(code, groupId).then(
      (columns) => {
        if (!live) return;
        setConfig(columns);
        loadReportQueryInfo(columns.cgRpConfigId).then(
          (items) => live && setQueryItems(items),
          (error: unknown) => live && message.warning(errorText(error)),
        );
      },
      (error: unknown) => {
        if (!live) return;
        const lang = currentLang();
        modal.error({
          title: msg('errorTitle', lang),
          content: `${msg('popupInitFailed', lang)}: ${errorText(error)}`,
        });
        closeRef.current();
      },
    );
    return () => {
      live = false;
    };
  }, [code, groupId, modal, message]);

  const params = { ...filters, ...selfParams(param), ...paging, ...(sort ?? {}) };
  const data = useQuery({
    queryKey: ['pickers', 'popup', config?.cgRpConfigId, params],
    queryFn: () => loadReportData(config?.cgRpConfigId ?? code, params),
    enabled: config !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => {
    if (data.error) message.warning(errorText(data.error));
  }, [data.error, message]);

  const rows: KeyedRow[] = useMemo(
    () =>
      (data.data?.records ?? []).map((row, index) => ({
        ...row,
        __key: typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : `${paging.pageNo}-${index}`,
      })),
    [data.data, paging.pageNo],
  );

  const columns: ColumnsType<KeyedRow> = useMemo(
    () =>
      (config?.columns ?? []).map((column) => ({
        title: column.title,
        dataIndex: column.dataIndex,
        sorter: column.sorter,
        render: (cell: unknown) => {
          const text = cell === null || cell === undefined ? '' : String(cell);
          const options = column.customRender ? config?.dictOptions[column.customRender] : undefined;
          return options?.find((option) => option.value === text)?.text ?? text;
        },
      })),
    [config],
  );

  const search = (values: QueryValues) => {
    const next: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined || value === '' || value === null) continue;
      next[key] = typeof value === 'string' ? value.trim() : value.format('YYYY-MM-DD');
    }
    setFilters(next);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };

  const submit = () => {
    if (!canSubmitPopup(selected.length, multi)) {
      message.warning(msg('selectOneRecord', currentLang()));
      return;
    }
    onOk(selected.map(({ __key, ...row }) => row));
  };

  const visibleItems = queryItems.filter((item) => item.hidden !== '1');
  return (
    <Modal
      open
      width={POPUP_MODAL_WIDTH}
      title={config?.cgRpConfigName ?? t('pickers.popupTitle')}
      onCancel={onCancel}
      onOk={submit}
      destroyOnHidden
    >
      {visibleItems.length > 0 && (
        <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 12, rowGap: 8 }}>
          {visibleItems.map((item) => (
            <Form.Item key={item.field} name={item.field} label={item.label}>
              {queryInput(item, config)}
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit">
              {t('pickers.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {t('pickers.reset')}
            </Button>
          </Space>
        </Form>
      )}
      <div style={{ marginBottom: 8 }} data-testid="popup-selected">
        {t('pickers.selected')}:{' '}
        {selected.length === 0
          ? t('pickers.noneSelected')
          : selected.map((row) => (
              <Tag key={row.__key}>{String(row[config?.columns[0]?.dataIndex ?? '__key'] ?? row.__key)}</Tag>
            ))}
      </div>
      <Table<KeyedRow>
        rowKey="__key"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={data.isFetching}
        rowSelection={{
          type: multi ? 'checkbox' : 'radio',
          selectedRowKeys: selected.map((row) => row.__key),
          preserveSelectedRowKeys: true,
          onChange: (keys, picked) => {
            const known = new Map(selected.map((row) => [row.__key, row]));
            for (const row of picked) if (row) known.set(row.__key, row);
            setSelected(keys.flatMap((key) => known.get(String(key)) ?? []));
          },
        }}
        onRow={(row) => ({
          onClick: () => {
            const has = selected.some((r) => r.__key === row.__key);
            if (!multi) setSelected([row]);
            else setSelected(has ? selected.filter((r) => r.__key !== row.__key) : [...selected, row]);
          },
        })}
        onChange={(_pagination, _filters, sorter) => {
          const only = Array.isArray(sorter) ? sorter[0] : sorter;
          const order = only?.order === 'ascend' ? 'asc' : only?.order === 'descend' ? 'desc' : null;
          setSort(order && only?.field ? { column: String(only.field), order } : null);
        }}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: data.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PICKER_PAGE_SIZE_OPTIONS.map(String),
          showTotal: (total) => t('pickers.total', { total }),
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
    </Modal>
  );
}

function queryInput(item: ReportQueryItem, config: ReportColumnsAnswer | null) {
  const options = item.dictCode ? config?.dictOptions[item.dictCode] : undefined;
  if (options) {
    return (
      <Select
        allowClear
        style={{ width: 160 }}
        options={options.map((option) => ({ value: option.value, label: option.text }))}
      />
    );
  }
  if (item.type === 'date') return <DatePicker format="YYYY-MM-DD" />;
  return <Input allowClear type={item.type === 'number' ? 'number' : 'text'} style={{ width: 160 }} />;
}

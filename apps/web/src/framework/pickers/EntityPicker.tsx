import { BUSINESS_PICKER_PAGE_SIZE_OPTIONS } from '@scenecast/contracts';
import { Button, Col, Input, List, Modal, Row, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityPage } from './api';
import { BUSINESS_PICKER_MODAL_WIDTH, DEFAULT_SEPARATOR, splitValue } from './constants';
import { toFilterValue } from './inputFilter';
import './locale';
import { PickerField } from './PickerField';
import type { PickerInputProps } from './UserPicker';

type Entity = Record<string, unknown>;

export interface EntityPickerConfig {
  /** A list url answering {records, total} for pageNo and pageSize. */
  listUrl: string;
  columns: ColumnsType<Entity>;
  /** The field kept in the value (default id) and the one shown (default name). */
  valueKey?: string;
  labelKey?: string;
  /** The list's query parameter the search box fills. */
  searchKey?: string;
  /** Send the search in the input-filter like form (*v*), for lists that read that convention. */
  searchLike?: boolean;
  searchPlaceholder?: string;
  title?: string;
  width?: number;
  pageSizeOptions?: readonly number[];
}

const text = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell));

/** Picks rows of any list (framework §2 business-entity picker): the value joins their keys with commas. */
export function EntityPickerInput({
  value,
  onChange,
  multi = false,
  disabled,
  placeholder,
  id,
  ...config
}: PickerInputProps & EntityPickerConfig) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const keys = splitValue(value);
  const valueKey = config.valueKey ?? 'id';
  const labelKey = config.labelKey ?? 'name';
  return (
    <>
      <PickerField
        id={id}
        text={keys.map((key) => labels[key] ?? key).join(DEFAULT_SEPARATOR)}
        placeholder={placeholder ?? config.title ?? t('pickers.entityTitle')}
        disabled={disabled}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.('')}
      />
      {open && (
        <EntityPickerModal
          {...config}
          multi={multi}
          initial={keys.map((key) => ({ [valueKey]: key, [labelKey]: labels[key] ?? key }))}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            const picked = rows.map((row) => [text(row[valueKey]), text(row[labelKey])] as const);
            setLabels((prev) => ({ ...prev, ...Object.fromEntries(picked) }));
            onChange?.(picked.map(([key]) => key).join(DEFAULT_SEPARATOR));
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

interface EntityPickerModalProps extends EntityPickerConfig {
  multi: boolean;
  initial: Entity[];
  onOk(rows: Entity[]): void;
  onCancel(): void;
}

/** The list on the left, the selected rows on the right (modal 900, page sizes 5/10/20/30, default 5). */
export function EntityPickerModal({
  listUrl,
  columns,
  valueKey = 'id',
  labelKey = 'name',
  searchKey,
  searchLike = false,
  searchPlaceholder,
  title,
  width = BUSINESS_PICKER_MODAL_WIDTH,
  pageSizeOptions = BUSINESS_PICKER_PAGE_SIZE_OPTIONS,
  multi,
  initial,
  onOk,
  onCancel,
}: EntityPickerModalProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: pageSizeOptions[0] ?? 10 });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Entity[]>(initial);
  const query = {
    ...paging,
    ...(searchKey && search ? { [searchKey]: searchLike ? toFilterValue(search, 'like') : search } : {}),
  };
  const page = useEntityPage<Entity>(listUrl, query, true);
  const keyOf = (row: Entity) => text(row[valueKey]);

  const toggle = (row: Entity) => {
    const has = selected.some((r) => keyOf(r) === keyOf(row));
    if (!multi) setSelected(has ? [] : [row]);
    else setSelected(has ? selected.filter((r) => keyOf(r) !== keyOf(row)) : [...selected, row]);
  };

  return (
    <Modal
      open
      width={width}
      title={title ?? t('pickers.entityTitle')}
      onCancel={onCancel}
      onOk={() => onOk(selected)}
      destroyOnHidden
    >
      <Row gutter={16}>
        <Col span={16}>
          {searchKey && (
            <Input.Search
              allowClear
              placeholder={searchPlaceholder}
              enterButton={t('pickers.search')}
              onSearch={(next) => {
                setSearch(next.trim());
                setPaging((p) => ({ ...p, pageNo: 1 }));
              }}
              style={{ marginBottom: 12 }}
            />
          )}
          <Table<Entity>
            rowKey={keyOf}
            size="small"
            columns={columns}
            dataSource={page.data?.records ?? []}
            loading={page.isFetching}
            rowSelection={{
              type: multi ? 'checkbox' : 'radio',
              selectedRowKeys: selected.map(keyOf),
              preserveSelectedRowKeys: true,
              onSelect: (row) => toggle(row),
              onSelectAll: (checked, _rows, changed) => {
                const changedKeys = new Set(changed.map(keyOf));
                const rest = selected.filter((r) => !changedKeys.has(keyOf(r)));
                setSelected(checked ? [...rest, ...changed] : rest);
              },
            }}
            onRow={(row) => ({ onClick: () => toggle(row) })}
            pagination={{
              current: paging.pageNo,
              pageSize: paging.pageSize,
              total: page.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: pageSizeOptions.map(String),
              showTotal: (total) => t('pickers.total', { total }),
              onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
            }}
          />
        </Col>
        <Col span={8}>
          <List
            size="small"
            bordered
            header={t('pickers.selectedList')}
            data-testid="entity-selected"
            dataSource={selected}
            locale={{ emptyText: t('pickers.noneSelected') }}
            renderItem={(row) => (
              <List.Item
                actions={[
                  <Button key="remove" type="link" size="small" onClick={() => toggle(row)}>
                    {t('pickers.remove')}
                  </Button>,
                ]}
              >
                {text(row[labelKey]) || keyOf(row)}
              </List.Item>
            )}
          />
        </Col>
      </Row>
    </Modal>
  );
}

import type { DemoRecord } from '@scenecast/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { type EditableColumn, isTempRowId, type TableRow } from '../../framework/editable-table';
import { readShopId, SHOP_STORAGE_KEYS } from '../scene/currentShop';

/** The demo record fields the table saves (the others only show the cell kinds). */
export const SAVED_FIELDS = [
  'name',
  'sex',
  'age',
  'birthday',
  'phone',
  'email',
  'salary',
  'keyWord',
  'content',
  'orderNum',
] as const satisfies readonly (keyof DemoRecord)[];

const KEYWORDS = ['写真', '婚纱', '儿童', '服装', '零售'].map((value) => ({ value, text: value }));

/** Every column type of the editable table over the demo records. */
export function demoColumns(t: TFunction): EditableColumn[] {
  const col = (key: string) => t(`tableDemo.col.${key}`);
  return [
    {
      key: 'name',
      title: col('name'),
      type: 'input',
      width: 150,
      validateRules: [{ required: true }],
    },
    { key: 'sex', title: col('sex'), type: 'select', dictCode: 'sex', width: 110 },
    {
      key: 'age',
      title: col('age'),
      type: 'inputNumber',
      width: 100,
      validateRules: [{ pattern: 'z' }],
      statistics: ['avg'],
    },
    { key: 'birthday', title: col('birthday'), type: 'date', width: 150 },
    { key: 'phone', title: col('phone'), type: 'input', width: 150, validateRules: [{ pattern: 'm' }] },
    {
      key: 'email',
      title: col('email'),
      type: 'input',
      width: 200,
      validateRules: [{ pattern: 'e' }, { unique: true }],
    },
    {
      key: 'salary',
      title: col('salary'),
      type: 'inputNumber',
      width: 130,
      validateRules: [{ pattern: 'money' }],
      statistics: ['sum', 'avg'],
    },
    { key: 'keyWord', title: col('keyWord'), type: 'sel_search', options: KEYWORDS, allowInput: true, width: 140 },
    { key: 'content', title: col('content'), type: 'input_pop', width: 160 },
    { key: 'orderNum', title: 'orderNum', type: 'hidden' },
    { key: 'vip', title: col('vip'), type: 'checkbox', customValue: ['Y', 'N'], width: 110 },
    {
      key: 'level',
      title: col('level'),
      type: 'radio',
      options: ['A', 'B', 'C'].map((value) => ({ value, text: value })),
      width: 170,
    },
    { key: 'tags', title: col('tags'), type: 'list_multi', options: KEYWORDS, width: 200 },
    { key: 'referrer', title: col('referrer'), type: 'sel_search_async', dictCode: 'demo_record,name,id', width: 160 },
    { key: 'visitAt', title: col('visitAt'), type: 'datetime', width: 200 },
    { key: 'openTime', title: col('openTime'), type: 'time', width: 130 },
    { key: 'contract', title: col('contract'), type: 'file', width: 200 },
    { key: 'avatar', title: col('avatar'), type: 'image', width: 150 },
    { key: 'handler', title: col('handler'), type: 'sel_user', width: 180 },
    { key: 'depart', title: col('depart'), type: 'sel_depart', width: 180 },
    {
      key: 'staff',
      title: col('staff'),
      type: 'popup',
      popupCode: 'shop_staff',
      orgFields: 'username,realname',
      destFields: 'staff,staffName',
      param: { shopId: readShopId(SHOP_STORAGE_KEYS.cj) ?? '' },
      width: 180,
    },
    { key: 'staffName', title: col('staffName'), type: 'input', disabled: true, width: 150 },
    { key: 'remark', title: col('remark'), type: 'textarea', width: 180 },
    {
      key: 'state',
      title: col('state'),
      type: 'slot',
      width: 110,
      render: ({ row }: { row: TableRow }) =>
        isTempRowId(row.id) ? (
          <Tag color="green">{t('tableDemo.state.fresh')}</Tag>
        ) : (
          <Tag>{t('tableDemo.state.stored')}</Tag>
        ),
    },
  ];
}

/** A demo record as a table row (the saved fields). */
export function rowOfRecord(record: DemoRecord): TableRow {
  const row: TableRow = { id: record.id };
  for (const field of SAVED_FIELDS) row[field] = record[field];
  return row;
}

/** The saved fields of a committed row (with its id when the server knows it). */
export function recordOfRow(row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = 'id' in row ? { id: row.id } : {};
  for (const field of SAVED_FIELDS) record[field] = row[field] ?? null;
  return record;
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄'];

/** Rows made in the page for the virtualisation demo. */
export function manyRows(count: number): TableRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `row-${index}`,
    name: `${SURNAMES[index % SURNAMES.length]}${index + 1}`,
    sex: String((index % 2) + 1),
    age: 18 + (index % 50),
    birthday: `19${String(70 + (index % 30))}-0${(index % 9) + 1}-1${index % 10}`,
    phone: `138${String(index).padStart(8, '0')}`,
    email: `user${index}@example.com`,
    salary: ((index % 100) * 100 + 0.5).toFixed(2),
    keyWord: KEYWORDS[index % KEYWORDS.length].value,
    orderNum: index + 1,
    vip: index % 3 === 0 ? 'Y' : 'N',
  }));
}

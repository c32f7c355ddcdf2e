import { z } from 'zod';
import { msg } from './messages.js';
import { PATTERNS } from './rules.js';

/** A row of the 组件示例 pages (demo_record), as the list and queryById answer it. */
export interface DemoRecord {
  id: string;
  name: string;
  keyWord: string | null;
  sex: 1 | 2 | null;
  sex_dictText: string;
  age: number | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  /** Two decimals, as text so no float rounding creeps in. */
  salary: string | null;
  /** HTML, sanitised by the server. */
  content: string | null;
  orderNum: number;
  createBy: string | null;
  createTime: string;
}

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const optionalText = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max, msg('maxLength', 'zh', max))
      .nullable(),
  );

/** The editable fields of a demo record; the same rules check the form, the editable table and each imported row. */
export const demoRecordFields = z.object({
  name: z
    .string({ error: msg('demoNameRequired') })
    .trim()
    .min(1, msg('demoNameRequired'))
    .max(50, msg('maxLength', 'zh', 50)),
  keyWord: optionalText(50),
  sex: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? null : Number(value)),
    z.union([z.literal(1), z.literal(2)], { error: msg('demoSexInvalid') }).nullable(),
  ),
  age: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? null : Number(value)),
    z
      .number({ error: msg('demoAgeInvalid') })
      .int(msg('demoAgeInvalid'))
      .min(0, msg('demoAgeInvalid'))
      .max(150, msg('demoAgeInvalid'))
      .nullable(),
  ),
  birthday: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg('demoDateInvalid'))
      .refine(
        (text) =>
          !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
          new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
        msg('demoDateInvalid'),
      )
      .nullable(),
  ),
  email: z.preprocess(blankToNull, z.string().trim().regex(PATTERNS.email.pattern, msg('emailInvalid')).nullable()),
  phone: z.preprocess(blankToNull, z.string().trim().regex(PATTERNS.mobile.pattern, msg('mobileInvalid')).nullable()),
  salary: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? null : String(value).trim()),
    z
      .string()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, msg('demoSalaryInvalid'))
      .nullable(),
  ),
  content: z.preprocess(
    blankToNull,
    z
      .string()
      .max(20_000, msg('maxLength', 'zh', 20_000))
      .nullable(),
  ),
  orderNum: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : Number(value)),
    z
      .number({ error: msg('demoOrderInvalid') })
      .int(msg('demoOrderInvalid'))
      .min(-1_000_000)
      .max(1_000_000),
  ),
});
export type DemoRecordFields = z.infer<typeof demoRecordFields>;

export const demoRecordAdd = demoRecordFields;
export const demoRecordEdit = demoRecordFields.extend({ id: z.string().min(1) });

/** The editable table's commit: rows with their order, and the ids removed; one transaction. */
export const demoRecordSaveBatch = z.object({
  records: z.array(demoRecordFields.extend({ id: z.string().optional() })).max(1000),
  deletedIds: z.array(z.string().min(1)).max(1000).default([]),
});

/** The spreadsheet columns of demo records (export = import), in order: title → field. */
export const DEMO_RECORD_SHEET_COLUMNS = [
  { title: '姓名', field: 'name' },
  { title: '关键词', field: 'keyWord' },
  { title: '性别', field: 'sex' },
  { title: '年龄', field: 'age' },
  { title: '生日', field: 'birthday' },
  { title: '邮箱', field: 'email' },
  { title: '手机号', field: 'phone' },
  { title: '薪资', field: 'salary' },
  { title: '排序', field: 'orderNum' },
] as const satisfies readonly { title: string; field: keyof DemoRecordFields }[];

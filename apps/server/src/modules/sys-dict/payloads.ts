import { z } from 'zod';

/** Dictionary edit payloads (platform admins). Candidates for packages/contracts once the web edits them. */
const dictFields = {
  dictName: z.string().trim().min(1, '请输入字典名称'),
  dictCode: z
    .string()
    .trim()
    .min(1, '请输入字典编码')
    .regex(/^[A-Za-z0-9_]+$/, '字典编码只允许字母、数字、下划线'),
  description: z.string().optional(),
  type: z.union([z.literal(0), z.literal(1)]),
};
export const dictAddPayload = z.object({ ...dictFields, type: dictFields.type.default(0) });
// No defaults on edit: a field left out stays as it is.
export const dictEditPayload = z
  .object(dictFields)
  .partial()
  .extend({ id: z.string().min(1) });

const itemFields = {
  itemText: z.string().trim().min(1, '请输入名称'),
  itemValue: z.string().trim().min(1, '请输入数据值'),
  description: z.string().optional(),
  sortOrder: z.number().int(),
  status: z.union([z.literal(0), z.literal(1)]),
};
export const dictItemAddPayload = z.object({
  ...itemFields,
  dictId: z.string().min(1),
  sortOrder: itemFields.sortOrder.default(0),
  status: itemFields.status.default(1),
});
export const dictItemEditPayload = z
  .object(itemFields)
  .partial()
  .extend({ id: z.string().min(1) });

export type DictAdd = z.infer<typeof dictAddPayload>;
export type DictEdit = z.infer<typeof dictEditPayload>;
export type DictItemAdd = z.infer<typeof dictItemAddPayload>;
export type DictItemEdit = z.infer<typeof dictItemEditPayload>;

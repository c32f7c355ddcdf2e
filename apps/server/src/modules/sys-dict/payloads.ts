import { DEFAULT_PAGE_SIZE, type MessageKey, msg } from '@scenecast/contracts';
import { z } from 'zod';

/** Dictionary edit payloads (platform admins). Candidates for packages/contracts once the web edits them. */
const dictFields = {
  dictName: z
    .string()
    .trim()
    .min(1, msg('dictNameRequired'))
    .max(100, msg('maxLength', 'zh', 100)),
  dictCode: z
    .string()
    .trim()
    .min(1, msg('dictCodeRequired'))
    .max(100, msg('maxLength', 'zh', 100))
    .regex(/^[A-Za-z0-9_]+$/, msg('dictCodeChars')),
  description: z
    .string()
    .max(255, msg('maxLength', 'zh', 255))
    .nullish(),
  type: z.union([z.literal(0), z.literal(1)]),
};
export const dictAddPayload = z.object({ ...dictFields, type: dictFields.type.default(0) });
// No defaults on edit: a field left out stays as it is.
export const dictEditPayload = z
  .object(dictFields)
  .partial()
  .extend({ id: z.string().min(1) });

const itemFields = {
  itemText: z
    .string()
    .trim()
    .min(1, msg('dictItemTextRequired'))
    .max(100, msg('maxLength', 'zh', 100)),
  itemValue: z
    .string()
    .trim()
    .min(1, msg('dictItemValueRequired'))
    .max(100, msg('maxLength', 'zh', 100)),
  description: z
    .string()
    .max(255, msg('maxLength', 'zh', 255))
    .nullish(),
  sortOrder: z.number().int().min(0).max(99_999),
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

/** A parameter that must be present and not empty, refused with one message either way. */
export const required = (message: MessageKey) => z.string({ error: msg(message) }).min(1, msg(message));

/** GET /sys/dict/loadDict/{dict}: a keyword and how many options at most. */
export const loadDictQuery = z.object({
  keyword: z.string().max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

/** GET /sys/dict/loadDictItem/{dict}: `key=v1,v2`, at most 200 values. */
export const loadDictItemQuery = z.object({
  key: z
    .string()
    .default('')
    .transform((keys) =>
      keys
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== ''),
    )
    .pipe(z.array(z.string()).max(200)),
});

/** GET /sys/dict/loadTreeData: names only, each resolved through the registry. */
export const treeDataQuery = z.object({
  pid: z.string().optional(),
  tableName: required('dictTableNotAllowed'),
  text: required('dictColumnNotAllowed'),
  code: required('dictColumnNotAllowed'),
  pidField: z.string().optional(),
  hasChildField: z.string().optional(),
  /** A readable field whose value '1' makes a node unselectable. */
  disableField: z.string().optional(),
  condition: z.string().optional(),
});

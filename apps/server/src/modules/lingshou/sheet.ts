import {
  formatCents,
  LS_SHEET_COLUMNS,
  LS_SHEET_NO,
  LS_SHEET_YES,
  type LsSku,
  lsCategoryName,
  lsCode,
  lsName,
  lsSkuFields,
  msg,
} from '@scenecast/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { type ImportOutcome, importSheets, type RowCheck } from '../../platform/spreadsheet/import.js';
import { writeWorkbook } from '../../platform/spreadsheet/reader.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { categoriesByName } from './categories.js';
import { type LingshouContext, skusOf, writeSkus } from './products.js';
import { requireRetailShop } from './scene-shop.js';
import { lsCategories, lsProducts } from './schema.js';

export const SHEET_NAME = '商品';
type SheetField = (typeof LS_SHEET_COLUMNS)[number]['field'];

interface SheetRow extends LsSku {
  code: string;
  name: string;
  category: string | null;
  status: number;
}

/** A price cell in yuan, at most 2 decimals (12, 12.5, 12.50) → fen; anything else is NaN. */
function yuanToCents(text: string | null): number {
  if (text === null || !/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return Number.NaN;
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const SHELF: Record<string, number> = { [LS_SHEET_YES]: 1, [LS_SHEET_NO]: 0, '1': 1, '0': 0 };

const reasonOf = (issues: { message: string }[]) => [...new Set(issues.map((issue) => issue.message))].join('；');

/**
 * The row checker of one import: each row through the form's rules; a 货号 the shop already has,
 * a spec repeated within a 货号, or one 货号 under two names is refused with its reason.
 */
function rowChecker(takenCodes: Set<string>) {
  const specs = new Set<string>();
  const names = new Map<string, string>();
  return (values: Record<SheetField, string | null>): RowCheck<SheetRow> => {
    const code = lsCode.safeParse(values.code ?? '');
    if (!code.success) return { ok: false, reason: reasonOf(code.error.issues) };
    if (takenCodes.has(code.data)) return { ok: false, reason: msg('lsCodeTaken') };
    const name = lsName.safeParse(values.name ?? '');
    if (!name.success) return { ok: false, reason: reasonOf(name.error.issues) };
    const category = values.category === null ? null : lsCategoryName.safeParse(values.category);
    if (category && !category.success) return { ok: false, reason: reasonOf(category.error.issues) };
    const sku = lsSkuFields.safeParse({
      spec: values.spec ?? '',
      price: yuanToCents(values.price),
      stock: values.stock,
    });
    if (!sku.success) return { ok: false, reason: reasonOf(sku.error.issues) };
    const status = values.status === null ? 0 : SHELF[values.status.trim()];
    if (status === undefined) return { ok: false, reason: msg('lsShelfInvalid') };
    const known = names.get(code.data);
    if (known !== undefined && known !== name.data) return { ok: false, reason: msg('lsSheetNameMismatch') };
    const specKey = `${code.data}\u0000${sku.data.spec}`;
    if (specs.has(specKey)) return { ok: false, reason: msg('lsSpecDuplicate') };
    specs.add(specKey);
    names.set(code.data, name.data);
    return {
      ok: true,
      value: { code: code.data, name: name.data, category: category?.data ?? null, status, ...sku.data },
    };
  };
}

/**
 * Imports products from .xls/.xlsx: one row per variant, rows of one 货号 make one product (its
 * name, category and shelf state from its first row). Categories named that the shop lacks are
 * created. Every good row of every file goes in one transaction.
 */
export async function importProducts(
  ctx: LingshouContext,
  storage: FileStorage,
  shopId: string,
  files: readonly Uint8Array[],
): Promise<ImportOutcome> {
  const { db, scope } = ctx;
  const shop = await requireRetailShop(db, scope, shopId);
  const outcome = await importSheets({
    files,
    columns: LS_SHEET_COLUMNS,
    checker: async () => {
      const existing = await db.select({ code: lsProducts.code }).from(lsProducts).where(eq(lsProducts.shopId, shopId));
      return rowChecker(new Set(existing.map((row) => row.code)));
    },
    storage,
    name: SHEET_NAME,
    insert: (rows) =>
      db.transaction(async (tx) => {
        const categoryIds = await categoriesByName(
          tx,
          shop,
          scope.userId,
          rows.flatMap((row) => (row.category ? [row.category] : [])),
        );
        const byCode = new Map<string, SheetRow[]>();
        for (const row of rows) byCode.set(row.code, [...(byCode.get(row.code) ?? []), row]);
        for (const [code, variants] of byCode) {
          const first = variants[0];
          const [created] = await tx
            .insert(lsProducts)
            .values({
              tenantId: shop.tenantId,
              shopId,
              code,
              name: first.name,
              categoryId: first.category ? (categoryIds.get(first.category) ?? null) : null,
              status: first.status,
              createBy: scope.userId,
            })
            .returning({ id: lsProducts.id });
          await writeSkus(
            tx,
            created.id,
            variants.map(({ spec, price, stock }) => ({ spec, price, stock })),
          );
        }
      }),
  });
  if (outcome.imported > 0) await ctx.tellScreens(shopId);
  return outcome;
}

/** The shop's catalogue as an .xlsx with the import's columns, one row per variant. */
export async function exportProducts(ctx: LingshouContext, shopId: string): Promise<Uint8Array> {
  const { db, scope } = ctx;
  await requireRetailShop(db, scope, shopId);
  const products = await db
    .select()
    .from(lsProducts)
    .where(eq(lsProducts.shopId, shopId))
    .orderBy(asc(lsProducts.code));
  const categoryIds = [...new Set(products.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))];
  const categories =
    categoryIds.length === 0 ? [] : await db.select().from(lsCategories).where(inArray(lsCategories.id, categoryIds));
  const categoryName = new Map(categories.map((row) => [row.id, row.name]));
  const skus = await skusOf(
    db,
    products.map((row) => row.id),
  );
  const rows = products.flatMap((product) =>
    (skus.get(product.id) ?? []).map((sku) => [
      product.code,
      product.name,
      product.categoryId ? (categoryName.get(product.categoryId) ?? null) : null,
      sku.spec,
      Number(formatCents(sku.price)),
      sku.stock,
      product.status === 1 ? LS_SHEET_YES : LS_SHEET_NO,
    ]),
  );
  return writeWorkbook(
    SHEET_NAME,
    LS_SHEET_COLUMNS.map((column) => column.title),
    rows,
  );
}

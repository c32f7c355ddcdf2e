import { inArray, sql } from 'drizzle-orm';
import { defineModule } from '../../platform/http/module.js';
import { type ReportDefinition, registerReport } from '../../platform/reports/registry.js';
import { userShops } from '../shop/service.js';
import { works } from './schema.js';

interface StorageRow {
  shopId: string;
  shopName: string;
  worksCount: number;
  worksBytes: number;
  recycleCount: number;
  recycleBytes: number;
  [column: string]: unknown;
}

/** shop_works_storage: for each shop the caller reaches, how many works it stores and their bytes (bin apart). */
export const shopWorksStorageReport: ReportDefinition = {
  code: 'shop_works_storage',
  name: '门店作品存储',
  columns: [
    { dataIndex: 'shopName', title: '门店', sortable: true },
    { dataIndex: 'worksCount', title: '作品数', sortable: true },
    { dataIndex: 'worksBytes', title: '作品占用(字节)', sortable: true },
    { dataIndex: 'recycleCount', title: '回收站作品数', sortable: true },
    { dataIndex: 'recycleBytes', title: '回收站占用(字节)', sortable: true },
  ],
  queryFields: [{ field: 'shopName', label: '门店', type: 'string' }],
  selfParams: [],
  dictOptions: {},
  async load(db, scope, params) {
    const wanted = typeof params.filters.shopName === 'string' ? params.filters.shopName.toLowerCase() : null;
    const shops = (await userShops(db, scope)).filter((shop) => !wanted || shop.name.toLowerCase().includes(wanted));
    const totals =
      shops.length === 0
        ? []
        : await db
            .select({
              shopId: works.shopId,
              worksCount: sql<number>`count(*) filter (where ${works.status} = 1)::int`,
              worksBytes: sql<string>`coalesce(sum(${works.size}) filter (where ${works.status} = 1), 0)::bigint`,
              recycleCount: sql<number>`count(*) filter (where ${works.status} = 0)::int`,
              recycleBytes: sql<string>`coalesce(sum(${works.size}) filter (where ${works.status} = 0), 0)::bigint`,
            })
            .from(works)
            .where(
              inArray(
                works.shopId,
                shops.map((shop) => shop.id),
              ),
            )
            .groupBy(works.shopId);
    const byShop = new Map(totals.map((row) => [row.shopId, row]));
    const rows: StorageRow[] = shops.map((shop) => {
      const found = byShop.get(shop.id);
      return {
        shopId: shop.id,
        shopName: shop.name,
        worksCount: found?.worksCount ?? 0,
        worksBytes: Number(found?.worksBytes ?? 0),
        recycleCount: found?.recycleCount ?? 0,
        recycleBytes: Number(found?.recycleBytes ?? 0),
      };
    });
    const sort = params.sort;
    if (sort) {
      const sign = sort.order === 'asc' ? 1 : -1;
      const key = sort.column;
      rows.sort((a, b) => {
        const x = a[key];
        const y = b[key];
        const compared =
          typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'zh');
        return compared * sign;
      });
    }
    const start = (params.pageNo - 1) * params.pageSize;
    return { total: rows.length, records: rows.slice(start, start + params.pageSize) };
  },
};

/** Registers the works module's reports at start-up. */
export const worksReports = defineModule(async () => {
  registerReport(shopWorksStorageReport);
});

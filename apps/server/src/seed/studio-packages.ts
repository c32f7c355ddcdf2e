import { count, eq } from 'drizzle-orm';
import { shops } from '../modules/shop/schema.js';
import { taoxi } from '../modules/taoxi/schema.js';
import type { Db } from '../platform/db/database.js';

/** Packages of the demo studio's flagship, so orders can be booked in the demo from the start. */
const DEMO_PACKAGES = [
  { name: '婚纱照·经典套系', priceFen: 3999_00, depositFen: 1000_00, photoCount: 60, retouchedCount: 30, sort: 1 },
  { name: '儿童照·成长记录', priceFen: 1299_00, depositFen: 300_00, photoCount: 30, retouchedCount: 15, sort: 2 },
  { name: '证件照', priceFen: 99_00, depositFen: 0, photoCount: 4, retouchedCount: 2, sort: 3 },
];

/** Skipped when the flagship already has packages (a restart, or packages the owner made). */
export async function seedStudioPackages(db: Db): Promise<void> {
  const [shop] = await db.select().from(shops).where(eq(shops.name, '演示影楼旗舰店')).limit(1);
  if (!shop) return;
  const [{ total }] = await db.select({ total: count() }).from(taoxi).where(eq(taoxi.shopId, shop.id));
  if (total > 0) return;
  await db
    .insert(taoxi)
    .values(DEMO_PACKAGES.map((pack) => ({ ...pack, tenantId: shop.tenantId, shopId: shop.id, createBy: 'demo' })));
}

import { SHOP_STATUS_DISABLED } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { DEMO_SHOP_IMAGES } from '../modules/files/default-files.js';
import { addSceneWithShop, owningScene } from '../modules/scene/service.js';
import { shops } from '../modules/shop/schema.js';
import { createShop, joinByShareCode } from '../modules/shop/service.js';
import { shareCodeOfShop } from '../modules/shop/share-codes.js';
import type { Scope } from '../platform/auth/scope.js';
import type { Db } from '../platform/db/database.js';
import { users } from '../platform/identity/schema.js';

async function scopeOf(db: Db, username: string): Promise<Scope | null> {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!user) return null;
  return {
    userId: user.id,
    username: user.username,
    tenantId: user.tenantId,
    tenantIds: [user.tenantId],
    isPlatformAdmin: user.isPlatformAdmin,
    lbUserId: user.lbUserId,
    tokenHash: '',
  };
}

const SHENZHEN = {
  phone: ['13800000001', '0755-88886666'],
  province: '广东省',
  city: '深圳市',
  area: '南山区',
  address: '科技园路1号',
  place: [
    {
      jiancheng: '旗舰店',
      province: '广东省',
      city: '深圳市',
      address: '科技园路1号',
      location: '22.5431,114.0579',
      custom: false,
    },
  ],
};

async function hasScene(db: Db, scope: Scope, changjingId: string): Promise<boolean> {
  try {
    await owningScene(db, scope, { changjingId });
    return true;
  } catch {
    return false;
  }
}

/**
 * The scene dialog makes a shop of a name and a brand; the demo's first shops also get what the
 * shop form requires (address, phone, logo, QR image), so they can be edited as seeded. Written
 * straight to the row: the shop service would cache the row it reads before the change, and the
 * caches hear no change signals yet while the seed runs.
 */
async function completeDemoShop(db: Db, shopId: string): Promise<void> {
  const { phone, ...address } = SHENZHEN;
  await db
    .update(shops)
    .set({ ...address, phone: phone.join(','), ...DEMO_SHOP_IMAGES })
    .where(eq(shops.id, shopId));
}

/**
 * The enterprise, retail and clothing scenes of `demo`, one shop each, so the owner's menu reaches every
 * scene's pages. Their shops sort after the photography ones (the shop sort is per owner).
 */
const DEMO_MORE_SCENES = [
  { changjingId: 'qy', shopName: '演示企业展厅', shopBrand: '演示企业智慧门店' },
  { changjingId: 'ls', shopName: '演示零售门店', shopBrand: '演示零售智慧门店' },
  { changjingId: 'fz', shopName: '演示服装门店', shopBrand: '演示服装智慧门店' },
];

/**
 * Demo scenes: `demo` runs the photography scene with two shops (the second disabled), and the
 * enterprise, retail and clothing scenes; `demo_staff` works in the first shop; `demo2` runs the enterprise
 * scene; the phone-only account has none, so the scene dialog opens for it. Skipped for an account
 * that already has its scene.
 */
export async function seedScenes(db: Db): Promise<void> {
  const demo = await scopeOf(db, 'demo');
  if (demo && !(await hasScene(db, demo, 'syd'))) {
    const first = { changjingId: 'syd', shopName: '演示影楼旗舰店', shopBrand: '演示影楼智慧门店' };
    const created = await addSceneWithShop(db, demo, { privilegedSceneUsers: [] }, first);
    await completeDemoShop(db, created.shopId);
    await createShop(
      db,
      demo,
      { id: created.myChangjingId, changjingId: 'syd' },
      {
        name: '演示影楼分店',
        jcName: '演示影楼智慧门店',
        ...SHENZHEN,
        ...DEMO_SHOP_IMAGES,
        status: SHOP_STATUS_DISABLED,
      },
    );
    const staff = await scopeOf(db, 'demo_staff');
    if (staff) await joinByShareCode(db, staff, await shareCodeOfShop(db, created.shopId), 'photographer');
  }
  if (demo) {
    for (const scene of DEMO_MORE_SCENES) {
      if (await hasScene(db, demo, scene.changjingId)) continue;
      const created = await addSceneWithShop(db, demo, { privilegedSceneUsers: [] }, scene);
      await completeDemoShop(db, created.shopId);
    }
  }
  const demo2 = await scopeOf(db, 'demo2');
  if (demo2 && !(await hasScene(db, demo2, 'qy'))) {
    const first = { changjingId: 'qy', shopName: '第二租户展厅', shopBrand: '第二租户智慧门店' };
    const created = await addSceneWithShop(db, demo2, { privilegedSceneUsers: [] }, first);
    await completeDemoShop(db, created.shopId);
  }
}

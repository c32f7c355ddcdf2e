import {
  type MySceneRecord,
  msg,
  type Page,
  SCENE_IDS,
  type SceneAddPayload,
  type SceneTemplate,
} from '@scenecast/contracts';
import { and, asc, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { toPage } from '../../platform/db/pagination.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { createShop, memberSceneKinds, type OwningScene, shopCountsByScene } from '../shop/service.js';
import { forgetMenus } from '../sys-permission/menu-cache.js';
import { myScenes, sceneTemplates } from './schema.js';

const FIXED_SCENES: readonly string[] = SCENE_IDS;
const templateColumns = {
  id: sceneTemplates.id,
  name: sceneTemplates.name,
  descText: sceneTemplates.descText,
  cover: sceneTemplates.cover,
  hasTemplate: sceneTemplates.hasTemplate,
  sort: sceneTemplates.sort,
};

/** The caller's own scenes in the tenant they act in. */
function ownScenes(scope: Scope): SQL {
  return and(eq(myScenes.ownerUserId, scope.userId), eq(myScenes.tenantId, scope.tenantId)) as SQL;
}

export function isPrivileged(config: Pick<Config, 'privilegedSceneUsers'>, scope: Scope): boolean {
  return config.privilegedSceneUsers.includes(scope.username);
}

/** GET queryMyChangjingList: the scenes the caller created, with their template's name and cover. */
export async function myScenesList(db: Db, scope: Scope): Promise<Page<MySceneRecord>> {
  const [rows, shopCounts] = await Promise.all([
    db
      .select({ scene: myScenes, template: sceneTemplates })
      .from(myScenes)
      .innerJoin(sceneTemplates, eq(sceneTemplates.id, myScenes.changjingId))
      .where(ownScenes(scope))
      .orderBy(asc(sceneTemplates.sort), asc(myScenes.createTime)),
    shopCountsByScene(db, scope),
  ]);
  const records = rows.map(({ scene, template }) => ({
    id: scene.id,
    changjingId: scene.changjingId,
    name: template.name,
    descText: template.descText,
    cover: template.cover,
    shopCount: shopCounts.get(scene.id) ?? 0,
    createTime: scene.createTime.toISOString(),
  }));
  return toPage(records, records.length, { pageNo: 1, pageSize: Math.max(records.length, 1) });
}

/** The scene kinds a user has: created, or reached as an active member of one of its shops. */
export async function userSceneIds(db: Db, userId: string): Promise<Set<string>> {
  const [owned, asMember] = await Promise.all([
    db.select({ changjingId: myScenes.changjingId }).from(myScenes).where(eq(myScenes.ownerUserId, userId)),
    memberSceneKinds(db, userId),
  ]);
  return new Set([...owned.map((row) => row.changjingId), ...asMember]);
}

/**
 * GET changjing/cjMyChangjing/count: how many scenes the caller has, as owner or as an active member,
 * and which ({changjingId, name, isOwner}); whether the caller's tenant has any scene at all.
 */
export async function sceneCount(
  db: Db,
  scope: Scope,
): Promise<{
  count: number;
  list: { changjingId: string; name: string; isOwner: boolean }[];
  tenantHasScene: boolean;
}> {
  const [owned, kinds, inTenant] = await Promise.all([
    db.select({ changjingId: myScenes.changjingId }).from(myScenes).where(ownScenes(scope)),
    userSceneIds(db, scope.userId),
    db.select({ id: myScenes.id }).from(myScenes).where(eq(myScenes.tenantId, scope.tenantId)).limit(1),
  ]);
  const ownedKinds = new Set(owned.map((row) => row.changjingId));
  const all = [...new Set([...ownedKinds, ...kinds])];
  const templates =
    all.length === 0
      ? []
      : await db.select(templateColumns).from(sceneTemplates).where(inArray(sceneTemplates.id, all));
  const list = templates
    .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))
    .map((template) => ({ changjingId: template.id, name: template.name, isOwner: ownedKinds.has(template.id) }));
  return { count: list.length, list, tenantHasScene: inTenant.length > 0 };
}

/**
 * POST changjing/cjMyChangjing/v2/add: the scene, its first shop (name, brand as sent) and the
 * caller as main user, in one transaction. One scene of each kind per owner. Extra templates are
 * open only to privileged users.
 */
export async function addSceneWithShop(
  db: Db,
  scope: Scope,
  config: Pick<Config, 'privilegedSceneUsers'>,
  input: SceneAddPayload,
): Promise<{ myChangjingId: string; changjingId: string; shopId: string }> {
  const [template] = await db
    .select(templateColumns)
    .from(sceneTemplates)
    .where(eq(sceneTemplates.id, input.changjingId))
    .limit(1);
  if (!template || (!FIXED_SCENES.includes(template.id) && !isPrivileged(config, scope))) {
    throw new BusinessError(msg('sceneNotFound'));
  }
  const created = await db.transaction(async (tx) => {
    const [scene] = await tx
      .insert(myScenes)
      .values({ ownerUserId: scope.userId, tenantId: scope.tenantId, changjingId: template.id })
      .onConflictDoNothing()
      .returning({ id: myScenes.id, changjingId: myScenes.changjingId });
    if (!scene) throw new BusinessError(msg('sceneAlreadyCreated'));
    const shopId = await createShop(tx, scope, scene, { name: input.shopName, jcName: input.shopBrand });
    return { myChangjingId: scene.id, changjingId: scene.changjingId, shopId };
  });
  await forgetMenus([scope.userId]);
  return created;
}

/**
 * The caller's scene a new shop goes into: `myChangjingId` (must be the caller's), else the caller's
 * scene of kind `changjingId`. None: 请选择门店场景.
 */
export async function owningScene(
  db: Db,
  scope: Scope,
  input: { myChangjingId?: string; changjingId?: string },
): Promise<OwningScene> {
  const condition = input.myChangjingId
    ? eq(myScenes.id, input.myChangjingId)
    : input.changjingId
      ? eq(myScenes.changjingId, input.changjingId)
      : undefined;
  if (!condition) throw new BusinessError(msg('sceneRequired'));
  const [scene] = await db
    .select({ id: myScenes.id, changjingId: myScenes.changjingId })
    .from(myScenes)
    .where(and(ownScenes(scope), condition))
    .limit(1);
  if (!scene) throw new BusinessError(msg('sceneRequired'));
  return scene;
}

/**
 * GET /ptadmin/scene/list/simple: the extra templates (not the four fixed scenes) for the users named
 * in PRIVILEGED_SCENE_USERS; anyone else an empty page.
 */
export async function extraTemplates(
  db: Db,
  scope: Scope,
  config: Pick<Config, 'privilegedSceneUsers'>,
  query: { pageNo: number; pageSize: number; hasTemplate?: boolean },
): Promise<Page<SceneTemplate>> {
  if (!isPrivileged(config, scope)) return toPage([], 0, query);
  const where = and(
    notInArray(sceneTemplates.id, [...FIXED_SCENES]),
    query.hasTemplate === undefined ? undefined : eq(sceneTemplates.hasTemplate, query.hasTemplate),
  );
  const [records, [{ total }]] = await Promise.all([
    db
      .select(templateColumns)
      .from(sceneTemplates)
      .where(where)
      .orderBy(asc(sceneTemplates.sort), asc(sceneTemplates.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(sceneTemplates).where(where),
  ]);
  return toPage(records, total, query);
}

/** POST /ptadmin/scene/add: a platform administrator adds a template with an id of its own. */
export async function addTemplate(db: Db, scope: Scope, input: Omit<SceneTemplate, 'sort'> & { sort?: number }) {
  if (!scope.isPlatformAdmin) throw forbidden();
  const [created] = await db.insert(sceneTemplates).values(input).onConflictDoNothing().returning(templateColumns);
  if (!created) throw new BusinessError(msg('sceneIdTaken'));
  return created;
}

/** Scenes created in the given tenants (null: all), for the data overview. */
export async function countScenes(db: Db, tenantIds: number[] | null): Promise<number> {
  const where = tenantIds === null ? undefined : inArray(myScenes.tenantId, tenantIds);
  const [row] = await db.select({ total: count() }).from(myScenes).where(where);
  return row.total;
}

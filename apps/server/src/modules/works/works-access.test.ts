import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { activation, registerTestScreen } from '../device/device-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';
import { hjDevice, works, worksDevice, worksHj, worksRelat } from './schema.js';
import { newHj, postFile, tinyImage, uploadInto } from './works-test-kit.js';

let t: TestApp;
let demo: string;
let demo2: string;
let ids: { shop: string; hj: string; child: string; work: string; binned: string; device: string; ownShop: string };

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  demo2 = await loginAs(t.app, 'demo2');
  const shop = (await shopRow(t, '演示影楼旗舰店')).id;
  const ownShop = (await shopRow(t, '第二租户展厅')).id;
  const hj = await newHj(t, demo, shop, '他人分组');
  const child = await newHj(t, demo, shop, '子', hj.id);
  const work = await uploadInto(t, demo, hj.id);
  const binned = await uploadInto(t, demo, hj.id);
  await call(t.app, 'GET', `/works/clWorks/deleteBatchByStatus?ids=${binned.id}`, { token: demo });
  const screen = await registerTestScreen(t);
  await call(t.app, 'POST', '/device/dvDevice/actidevice', {
    token: demo,
    body: activation(screen.state.code ?? '', shop),
  });
  await call(t.app, 'POST', '/works/clWorksHj/saveDevice', {
    token: demo,
    body: { hjId: hj.id, deviceIds: [screen.deviceId] },
  });
  ids = { shop, hj: hj.id, child: child.id, work: work.id, binned: binned.id, device: screen.deviceId, ownShop };
});
afterAll(() => t.close());

async function snapshot() {
  const [groups, rows, relations, hjLinks, worksLinks] = await Promise.all([
    t.db.select().from(worksHj),
    t.db.select().from(works),
    t.db.select().from(worksRelat),
    t.db.select().from(hjDevice),
    t.db.select().from(worksDevice),
  ]);
  const order = (list: object[]) => list.map((row) => JSON.stringify(row)).sort();
  return ([groups, rows, relations, hjLinks, worksLinks] as object[][]).map(order);
}

type Attempt = [InjectOptions['method'], string, unknown?];

describe("another tenant's ids", () => {
  it('are refused with 403 on every call, and nothing changes', async () => {
    const { hj, child, work, binned, device, shop, ownShop } = ids;
    const ownHj = await newHj(t, demo2, ownShop, '自己的');
    const attempts: Attempt[] = [
      ['GET', `/works/clWorksHj/list?shopId=${shop}`],
      ['GET', `/works/clWorksHj/queryByParentId?parentId=${hj}`],
      ['GET', `/works/clWorksHj/queryByParentId?shopId=${shop}`],
      ['GET', `/works/clWorksHj/getNameCount?shopId=${shop}&name=x`],
      ['GET', `/works/clWorksHj/getWorksList?hjId=${hj}`],
      ['GET', `/works/clWorksHj/getWorksHjList?shopId=${shop}`],
      ['GET', `/works/clWorksHj/getShareWorksHjList?shopId=${shop}`],
      ['GET', `/works/clWorksHj/getDeviceList?hjId=${hj}`],
      ['GET', `/works/clWorksHj/getChildWorksTotal?hjId=${hj}`],
      ['GET', `/works/clWorksHj/getCountByHjId?hjId=${hj}`],
      ['GET', `/works/clWorksHj/getShareHjType?id=${hj}`],
      ['POST', '/works/clWorksHj/addChild', { parentId: hj, name: 'x' }],
      ['POST', '/works/clWorksHj/addChild', { shopId: shop, name: 'x' }],
      ['POST', '/works/clWorksHj/addWorks', { hjId: hj, worksIds: [work] }],
      ['POST', '/works/clWorksHj/addWorks', { hjId: ownHj.id, worksIds: [work] }],
      ['POST', '/works/clWorksHj/first', { id: child }],
      ['POST', '/works/clWorksHj/moveOn', { id: child }],
      ['POST', '/works/clWorksHj/saveDevice', { hjId: hj, deviceIds: [] }],
      ['POST', '/works/clWorksHj/saveDevice', { hjId: ownHj.id, deviceIds: [device] }],
      ['POST', '/works/clWorksHj/updateWorksHjShareType', { id: hj, shareType: 1 }],
      ['POST', '/works/clWorksHj/saveWorksHjRelat', { shareCoding: 'ABCDEF', shopId: shop }],
      ['PUT', '/works/clWorksHj/edit', { id: hj, name: 'x' }],
      ['PUT', '/works/clWorksHj/edit', { id: ownHj.id, parentId: hj }],
      ['DELETE', `/works/clWorksHj/deleteById?id=${hj}`],
      ['DELETE', `/works/clWorksHj/delDevice?hjId=${hj}`],
      ['GET', `/works/clWorks/getWorksListByWorksHj?hjId=${hj}`],
      ['GET', `/works/clWorks/getWorksListByWorksHj?shopId=${shop}`],
      ['GET', `/works/clWorks/getWorksSize?shopId=${shop}`],
      ['GET', `/works/clWorks/getWorksDeviceList?id=${work}`],
      ['GET', `/works/clWorks/getClWorksCount?shopId=${shop}`],
      ['GET', `/works/clWorks/deleteBatchByStatus?ids=${work}`],
      ['GET', `/works/clWorks/sortTop?hjId=${hj}&id=${work}`],
      ['GET', `/works/clWorks/sortUp?hjId=${hj}&id=${work}`],
      ['GET', `/works/clWorks/joinHj?hjId=${ownHj.id}&ids=${work}`],
      ['GET', `/works/clWorks/joinOtherHj?fromHjId=${hj}&hjId=${ownHj.id}&ids=${work}`],
      ['POST', '/works/clWorks/addHj', { shopId: ownShop, name: 'x', worksIds: [work] }],
      ['POST', '/works/clWorks/saveDevice', { worksIds: [work], deviceIds: [] }],
      ['POST', '/works/clWorks/saveCoverToWorks', { hjId: hj, worksId: work }],
      ['DELETE', `/works/clWorks/delDevice?worksIds=${work}`],
      ['DELETE', `/works/clWorks/deleteRelatBatch?hjId=${hj}&ids=${work}`],
      ['GET', `/works/clWorksRelat/deleteBatchByWorksIds?ids=${work}`],
      ['GET', `/works/clWorksDeviceRealt/list?deviceId=${device}`],
      ['POST', '/works/clWorksDeviceRealt/save', { deviceId: device, hjIds: [], worksIds: [] }],
      ['POST', '/works/clWorksDeviceRealt/save', { deviceId: device, hjIds: [ownHj.id] }],
      ['GET', `/creat/clCreatHj/getWorksHjById?id=${hj}`],
      ['GET', `/creat/clCreatHj/getWorksListByHjId?hjId=${hj}`],
      ['GET', `/recycle/clWorksRecycle/queryPageTrashSize?shopId=${shop}`],
      ['PUT', '/recycle/clWorksRecycle/batchRestore', { ids: [binned] }],
      ['DELETE', '/recycle/clWorksRecycle/batchDel', { ids: [binned] }],
      ['DELETE', `/recycle/clWorksRecycle/delAllWorks?shopId=${shop}`],
    ];
    const before = await snapshot();
    for (const [method, url, body] of attempts) {
      const answer = await call(t.app, method, url, { token: demo2, body });
      expect({ method, url, status: answer.status }).toEqual({ method, url, status: 403 });
    }
    const upload = await postFile(t, demo2, `/works/clWorksHj/addWorks?hjId=${hj}`, await tinyImage());
    expect(upload.status).toBe(403);
    const withoutOwn = (rows: string[][]) => rows.map((list) => list.filter((row) => !row.includes(ownHj.id)));
    expect(withoutOwn(await snapshot())).toEqual(withoutOwn(before));
  });

  it('are refused without a token (401)', async () => {
    expect((await call(t.app, 'GET', `/works/clWorksHj/list?shopId=${ids.shop}`)).status).toBe(401);
    expect((await call(t.app, 'GET', '/user/v1/clear')).status).toBe(401);
  });
});

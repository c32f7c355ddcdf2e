import type { Page, ScreenState, WorksHjRecord, WorksRecord, WorksSize } from '@scenecast/contracts';
import { eq, inArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../platform/storage/index.js';
import { openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import { listenForSockets, nextMessage, openSocketOrFail } from '../../test/sockets.js';
import type { TestApp } from '../../test/test-app.js';
import { pairTestScreen, stateOf } from '../device/device-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';
import { hjDevice, works, worksDevice, worksRelat } from './schema.js';
import { hjOrder, newHj, postFile, tinyImage, tinyMp4, uploadInto } from './works-test-kit.js';

let t: TestApp;
let demo: string;
let demo2: string;
let shopId: string;
let otherShopId: string;

beforeAll(async () => {
  ({ t, demo, demo2, shopId, otherShopId } = await openDemoTenants());
});
afterAll(() => t.close());

const pairedScreen = (token = demo, shop = shopId) => pairTestScreen(t, token, shop);

const stored = async (key: string | null) => (key ? (await createStorage(t.config).stat(key)) !== null : false);

describe('uploads', () => {
  it('stores an image sent to /user/v1/upload?type=image with a WebP thumbnail and its size', async () => {
    const image = await tinyImage('jpeg', 120, 80);
    const { status, body } = await postFile<string>(t, demo, '/user/v1/upload?type=image', image, 'a.jpg');
    expect(status).toBe(200);
    expect(body.message).toMatch(/^works\/\d{8}\/[0-9a-f]{32}\.jpg$/);
    expect(body.result).toBe(body.message);
    const hj = await newHj(t, demo, shopId, '上传测试');
    const added = await call<{ created: WorksRecord[] }>(t.app, 'POST', '/works/clWorksHj/addWorks', {
      token: demo,
      body: { hjId: hj.id, paths: [body.message] },
    });
    const [work] = added.body.result.created;
    expect(work).toMatchObject({ kind: 'image', width: 120, height: 80, size: image.length, sort: 0, status: 1 });
    expect(work.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(work.thumbKey).toMatch(/\.webp$/);
    const thumb = await t.app.inject({ method: 'GET', url: work.thumbUrl ?? '' });
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
    const again = await call(t.app, 'POST', '/works/clWorksHj/addWorks', {
      token: demo,
      body: { hjId: hj.id, paths: [body.message] },
    });
    expect(again.body).toMatchObject({ success: false, message: '上传记录不存在或已使用' });
  });

  it('stores a video (type from its bytes), keeping its size; no ffprobe needed', async () => {
    const video = tinyMp4();
    const hj = await newHj(t, demo, shopId, '视频');
    const work = await uploadInto(t, demo, hj.id, video, 'clip.mp4');
    expect(work).toMatchObject({ kind: 'video', size: video.length });
    expect(work.fileKey).toMatch(/\.mp4$/);
    const pending = await postFile<string>(t, demo, '/user/v1/upload?type=video', video, 'clip.mp4');
    expect(pending.body.success).toBe(true);
  });

  it('refuses a disguised file, and a type other than the one asked for, storing nothing', async () => {
    const before = await t.db.select().from(works);
    const svg = Buffer.from('<svg onload="alert(1)"></svg>');
    const disguised = await postFile(t, demo, '/user/v1/upload?type=image', svg, 'x.png');
    expect(disguised).toMatchObject({ status: 400, body: { message: '请上传图片' } });
    const hj = await newHj(t, demo, shopId, '伪装');
    const intoGroup = await postFile(t, demo, `/works/clWorksHj/addWorks?hjId=${hj.id}`, svg, 'x.jpg');
    expect(intoGroup).toMatchObject({ status: 400, body: { message: '不支持的文件类型' } });
    const wrongKind = await postFile(t, demo, '/user/v1/upload?type=video', await tinyImage(), 'x.mp4');
    expect(wrongKind.body.message).toBe('请上传视频');
    const broken = Buffer.concat([(await tinyImage()).subarray(0, 40)]);
    expect((await postFile(t, demo, '/user/v1/upload?type=image', broken)).body.message).toBe('请上传图片');
    expect(await t.db.select().from(works)).toHaveLength(before.length);
  });

  it('clears pending uploads: one path, then all, removing their files', async () => {
    const first = (await postFile<string>(t, demo, '/user/v1/upload', await tinyImage())).body.message;
    const second = (await postFile<string>(t, demo, '/user/v1/upload', await tinyImage())).body.message;
    expect(await stored(first)).toBe(true);
    expect((await call(t.app, 'GET', `/user/v1/clearPath?path=${first}`, { token: demo2 })).body.result).toBe(0);
    expect((await call(t.app, 'GET', `/user/v1/clearPath?path=${first}`, { token: demo })).body.result).toBe(1);
    expect(await stored(first)).toBe(false);
    expect((await call<number>(t.app, 'GET', '/user/v1/clear', { token: demo })).body.result).toBeGreaterThan(0);
    expect(await stored(second)).toBe(false);
  });

  it('reports the storage used against the quota', async () => {
    const { body } = await call<WorksSize>(t.app, 'GET', '/works/clWorks/getWorksSize', { token: demo });
    expect(body.result.quota).toBe(10 * 1024 ** 3);
    expect(body.result.used).toBeGreaterThan(0);
  });
});

describe('order within a group', () => {
  it('stays a permutation of 1..n after 200 concurrent top / up-one requests', async () => {
    const hj = await newHj(t, demo, shopId, '排序');
    const image = await tinyImage();
    const added: WorksRecord[] = [];
    for (let i = 0; i < 12; i += 1) added.push(await uploadInto(t, demo, hj.id, image));
    const calls = Array.from({ length: 200 }, (_, i) => {
      const work = added[(i * 7) % added.length];
      const path = i % 2 === 0 ? 'sortTop' : 'sortUp';
      return call(t.app, 'GET', `/works/clWorks/${path}?hjId=${hj.id}&id=${work.id}`, { token: demo });
    });
    const answers = await Promise.all(calls);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      if (!answer.body.success) expect(answer.body.message).toBe('未知的操作');
    }
    const order = await hjOrder(t, demo, hj.id);
    expect(order.map((row) => row.sort)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(order.map((row) => row.id))).toEqual(new Set(added.map((work) => work.id)));
  });

  it('moves to the top and up one; the first cannot go up (未知的操作)', async () => {
    const hj = await newHj(t, demo, shopId, '三张');
    const [a, b, c] = [
      await uploadInto(t, demo, hj.id),
      await uploadInto(t, demo, hj.id),
      await uploadInto(t, demo, hj.id),
    ];
    await call(t.app, 'GET', `/works/clWorks/sortTop?hjId=${hj.id}&id=${c.id}`, { token: demo });
    expect((await hjOrder(t, demo, hj.id)).map((row) => row.id)).toEqual([c.id, a.id, b.id]);
    await call(t.app, 'GET', `/works/clWorks/sortUp?hjId=${hj.id}&id=${b.id}`, { token: demo });
    expect((await hjOrder(t, demo, hj.id)).map((row) => row.id)).toEqual([c.id, b.id, a.id]);
    const first = await call(t.app, 'GET', `/works/clWorks/sortUp?hjId=${hj.id}&id=${c.id}`, { token: demo });
    expect(first.body).toMatchObject({ success: false, message: '未知的操作' });
  });

  it('keeps groups in a dense order too (first, moveOn)', async () => {
    const parent = await newHj(t, demo, shopId, '父');
    const kids = [
      await newHj(t, demo, shopId, '子1', parent.id),
      await newHj(t, demo, shopId, '子2', parent.id),
      await newHj(t, demo, shopId, '子3', parent.id),
    ];
    await call(t.app, 'POST', '/works/clWorksHj/first', { token: demo, body: { id: kids[2].id } });
    await call(t.app, 'POST', '/works/clWorksHj/moveOn', { token: demo, body: { id: kids[1].id } });
    const { body } = await call<WorksHjRecord[]>(
      t.app,
      'GET',
      `/works/clWorksHj/queryByParentId?parentId=${parent.id}`,
      { token: demo },
    );
    expect(body.result.map((hj) => [hj.name, hj.sort])).toEqual([
      ['子3', 1],
      ['子2', 2],
      ['子1', 3],
    ]);
    const tree = await call<WorksHjRecord[]>(t.app, 'GET', `/works/clWorksHj/getWorksHjList?shopId=${shopId}`, {
      token: demo,
    });
    expect(tree.body.result.find((hj) => hj.id === parent.id)?.children?.map((hj) => hj.name)).toEqual([
      '子3',
      '子2',
      '子1',
    ]);
  });
});

describe('recycle bin', () => {
  it('moves to the bin, restores in place, then deletes for good with files and links', async () => {
    const hj = await newHj(t, demo, shopId, '回收');
    const [a, b] = [await uploadInto(t, demo, hj.id), await uploadInto(t, demo, hj.id)];
    const screen = await pairedScreen();
    await call(t.app, 'POST', '/works/clWorks/saveDevice', {
      token: demo,
      body: { worksIds: [a.id], deviceIds: [screen.deviceId] },
    });
    await call(t.app, 'GET', `/works/clWorks/deleteBatchByStatus?ids=${a.id}`, { token: demo });
    expect(await hjOrder(t, demo, hj.id)).toEqual([{ id: b.id, sort: 1 }]);
    const trash = await call<Page<WorksRecord> & { trashSize: number }>(
      t.app,
      'GET',
      `/recycle/clWorksRecycle/queryPageTrashSize?shopId=${shopId}`,
      { token: demo },
    );
    expect(trash.body.result.records.map((work) => work.id)).toContain(a.id);
    expect(trash.body.result.trashSize).toBeGreaterThanOrEqual(a.size);

    await call(t.app, 'PUT', '/recycle/clWorksRecycle/batchRestore', { token: demo, body: { ids: [a.id] } });
    expect((await hjOrder(t, demo, hj.id)).map((row) => row.id)).toEqual([b.id, a.id]);

    await call(t.app, 'GET', `/works/clWorks/deleteBatchByStatus?ids=${a.id}`, { token: demo });
    const deleted = await call(t.app, 'DELETE', '/recycle/clWorksRecycle/batchDel', {
      token: demo,
      body: { ids: [a.id, b.id] },
    });
    expect(deleted.body.result).toBe(1);
    expect(await t.db.select().from(works).where(eq(works.id, a.id))).toEqual([]);
    expect(await stored(a.fileKey)).toBe(false);
    expect(await stored(a.thumbKey)).toBe(false);
    expect(await stored(b.fileKey)).toBe(true);
    const links = await t.db.select().from(worksDevice).where(eq(worksDevice.worksId, a.id));
    const relations = await t.db.select().from(worksRelat).where(eq(worksRelat.worksId, a.id));
    expect([links, relations]).toEqual([[], []]);
  });

  it('empties the whole bin of a shop', async () => {
    const hj = await newHj(t, demo, shopId, '清空');
    const work = await uploadInto(t, demo, hj.id);
    await call(t.app, 'GET', `/works/clWorks/deleteBatchByStatus?ids=${work.id}`, { token: demo });
    const { body } = await call<number>(t.app, 'DELETE', `/recycle/clWorksRecycle/delAllWorks?shopId=${shopId}`, {
      token: demo,
    });
    expect(body.result).toBeGreaterThanOrEqual(1);
    expect(await stored(work.fileKey)).toBe(false);
    const rows = await t.db.select().from(works).where(eq(works.status, 0));
    expect(rows.filter((row) => row.shopId === shopId)).toEqual([]);
  });

  it('deleting a group bins the works that were only in it', async () => {
    const hj = await newHj(t, demo, shopId, '删分组');
    const keep = await newHj(t, demo, shopId, '保留');
    const [only, shared] = [await uploadInto(t, demo, hj.id), await uploadInto(t, demo, hj.id)];
    await call(t.app, 'GET', `/works/clWorks/joinHj?hjId=${keep.id}&ids=${shared.id}`, { token: demo });
    const { body } = await call(t.app, 'DELETE', `/works/clWorksHj/deleteById?id=${hj.id}`, { token: demo });
    expect(body.result).toEqual({ groups: 1, binned: 1 });
    const rows = await t.db
      .select()
      .from(works)
      .where(inArray(works.id, [only.id, shared.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [only.id]: 0, [shared.id]: 1 });
  });
});

describe('sharing', () => {
  it('shares a group by code; another tenant reads it and copies it; files stay while a copy names them', async () => {
    const hj = await newHj(t, demo, shopId, '分享组');
    const [a, b] = [await uploadInto(t, demo, hj.id), await uploadInto(t, demo, hj.id)];
    const before = await call(t.app, 'GET', `/works/clWorksHj/getShareWorksHjByCoding?coding=ABCDEF`, {
      token: demo2,
    });
    expect(before.body).toMatchObject({ success: false, message: '分享码无效或分组未分享' });
    const shared = await call<{ shareCoding: string }>(t.app, 'POST', '/works/clWorksHj/updateWorksHjShareType', {
      token: demo,
      body: { id: hj.id, shareType: 1 },
    });
    const coding = shared.body.result.shareCoding;
    expect(coding).toMatch(/^[A-Z2-9]{6}$/);
    const read = await call<{ hj: WorksHjRecord; works: WorksRecord[] }>(
      t.app,
      'GET',
      `/works/clWorksHj/getShareWorksHjByCoding?coding=${coding}`,
      { token: demo2 },
    );
    expect(read.body.result.hj).toMatchObject({ name: '分享组', worksCount: 2 });
    expect(read.body.result.works.map((work) => work.id)).toEqual([a.id, b.id]);

    const copy = await call<WorksHjRecord>(t.app, 'POST', '/works/clWorksHj/saveWorksHjRelat', {
      token: demo2,
      body: { shareCoding: coding, shopId: otherShopId },
    });
    expect(copy.body.result).toMatchObject({ shopId: otherShopId, worksCount: 2, shareType: 0 });
    const copied = await hjOrder(t, demo2, copy.body.result.id);
    const copyRows = await t.db
      .select()
      .from(works)
      .where(
        inArray(
          works.id,
          copied.map((row) => row.id),
        ),
      );
    expect(new Set(copyRows.map((row) => row.fileKey))).toEqual(new Set([a.fileKey, b.fileKey]));

    await call(t.app, 'GET', `/works/clWorks/deleteBatchByStatus?ids=${a.id}`, { token: demo });
    await call(t.app, 'DELETE', '/recycle/clWorksRecycle/batchDel', { token: demo, body: { ids: [a.id] } });
    expect(await stored(a.fileKey)).toBe(true);
    const copyOfA = copyRows.find((row) => row.fileKey === a.fileKey)?.id ?? '';
    await call(t.app, 'GET', `/works/clWorks/deleteBatchByStatus?ids=${copyOfA}`, { token: demo2 });
    await call(t.app, 'DELETE', '/recycle/clWorksRecycle/batchDel', { token: demo2, body: { ids: [copyOfA] } });
    expect(await stored(a.fileKey)).toBe(false);

    await call(t.app, 'POST', '/works/clWorksHj/updateWorksHjShareType', {
      token: demo,
      body: { id: hj.id, shareType: 0 },
    });
    const closed = await call(t.app, 'GET', `/works/clWorksHj/getShareWorksHjByCoding?coding=${coding}`, {
      token: demo2,
    });
    expect(closed.body.success).toBe(false);
  });
});

describe('screens', () => {
  it('play the assigned groups in group order, then single works; a binned work leaves at once', async () => {
    const screen = await pairedScreen();
    const base = await listenForSockets(t.app);
    const socket = await openSocketOrFail(`${base}/screen/socket/${screen.deviceId}`, screen.secret);
    const first = await newHj(t, demo, shopId, '屏一');
    const [a, b] = [await uploadInto(t, demo, first.id), await uploadInto(t, demo, first.id)];
    const loose = await newHj(t, demo, shopId, '单张');
    const single = await uploadInto(t, demo, loose.id, tinyMp4(), 'v.mp4');
    await call(t.app, 'GET', `/works/clWorks/sortTop?hjId=${first.id}&id=${b.id}`, { token: demo });

    const told = nextMessage(socket, (message) => message.cmd === 'content');
    const saved = await call(t.app, 'POST', '/works/clWorksHj/saveDevice', {
      token: demo,
      body: { hjId: first.id, deviceIds: [screen.deviceId] },
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    await told;
    await call(t.app, 'POST', '/works/clWorks/saveDevice', {
      token: demo,
      body: { worksIds: [single.id], deviceIds: [screen.deviceId] },
    });
    const { body } = await stateOf(t, screen);
    const playlist = (body.result as ScreenState).playlist;
    expect(playlist.map((item) => item.id)).toEqual([b.id, a.id, single.id]);
    expect(playlist[0]).toEqual({ id: b.id, kind: 'image', url: `/api/sys/common/static/${b.fileKey}`, seconds: 8 });
    expect(playlist[2]).toMatchObject({ kind: 'video', seconds: 0 });
    const media = await t.app.inject({ method: 'GET', url: playlist[2].url, headers: { range: 'bytes=0-9' } });
    expect(media.statusCode).toBe(206);
    const shown = await call(t.app, 'GET', `/works/clWorksDeviceRealt/list?deviceId=${screen.deviceId}`, {
      token: demo,
    });
    expect(shown.body.result).toEqual(playlist);

    const options = await call<{ id: string; checked: boolean }[]>(
      t.app,
      'GET',
      `/works/clWorksHj/getDeviceList?hjId=${first.id}`,
      { token: demo },
    );
    expect(options.body.result.find((option) => option.id === screen.deviceId)?.checked).toBe(true);

    const removed = nextMessage(socket, (message) => message.cmd === 'content');
    await call(t.app, 'GET', `/works/clWorks/deleteBatchByStatus?ids=${b.id}`, { token: demo });
    await removed;
    const after = await stateOf(t, screen);
    expect((after.body.result as ScreenState).playlist.map((item) => item.id)).toEqual([a.id, single.id]);
    socket.close();
  });

  it('refuse a screen of another shop of the caller, and set a screen’s whole content from the device side', async () => {
    const screen = await pairedScreen();
    const disabledShop = (await shopRow(t, '演示影楼分店')).id;
    const hjElsewhere = await newHj(t, demo, disabledShop, '二店');
    const refused = await call(t.app, 'POST', '/works/clWorksHj/saveDevice', {
      token: demo,
      body: { hjId: hjElsewhere.id, deviceIds: [screen.deviceId] },
    });
    expect(refused.body).toMatchObject({ success: false, message: '只能选择同一门店的设备' });
    const hj = await newHj(t, demo, shopId, '设备侧');
    const work = await uploadInto(t, demo, hj.id);
    await call(t.app, 'POST', '/works/clWorksDeviceRealt/save', {
      token: demo,
      body: { deviceId: screen.deviceId, hjIds: [hj.id], worksIds: [] },
    });
    expect((await stateOf(t, screen)).body.result.playlist.map((item) => item.id)).toEqual([work.id]);
    await call(t.app, 'DELETE', `/works/clWorksHj/delDevice?hjId=${hj.id}`, { token: demo });
    expect((await stateOf(t, screen)).body.result.playlist).toEqual([]);
    const links = await t.db
      .select()
      .from(hjDevice)
      .where(or(eq(hjDevice.hjId, hj.id), eq(hjDevice.deviceId, '')));
    expect(links).toEqual([]);
  });
});

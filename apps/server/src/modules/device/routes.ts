import { activateDevicePayload, msg, screenSettingsPatch } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { forbidden } from '../../platform/http/errors.js';
import { defineModule } from '../../platform/http/module.js';
import { registerTodoSource } from '../../platform/todos/registry.js';
import { registerDeviceJobs } from './jobs.js';
import { deviceCounts } from './presence.js';
import {
  addDeviceGroup,
  allDevices,
  deviceDetail,
  deviceGroupOptions,
  deviceLog,
  devicesByIds,
  listDevices,
  shopsInScope,
} from './queries.js';
import {
  activateDevice,
  clearDeviceCache,
  type DeviceContext,
  editDevice,
  releaseDevice,
  setDevicePassword,
  setLocked,
  updateDeviceSettings,
} from './service.js';
import { offlineScreenTodos } from './todos.js';
import { latestAppVersion, listAppVersions, pushAppVersion } from './versions.js';

const tags = ['device'];
const BASE = '/device/dvDevice';

const idQuery = z.object({ id: z.string().min(1) });
const shopQuery = z.object({ shopId: z.string().min(1) });
const flagNumber = z.coerce.number().int().min(0).max(1);
const deviceFilter = z.object({
  shopId: z.string().optional(),
  name: z.string().optional(),
  status: z.coerce.number().int().optional(),
  online: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  groupId: z.string().optional(),
});
const location = z
  .string()
  .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/)
  .nullish();
const deviceEdit = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1, msg('deviceNameRequired')).max(50).optional(),
  address: z.string().trim().min(1, msg('deviceAddressRequired')).max(200).optional(),
  location,
  groupId: z.string().nullish(),
});

export const deviceRoutes = defineModule(async (app, { db, live, jobs }) => {
  grantedBy(app, { menus: ['/device/list'] });
  registerDeviceJobs(jobs, db, live);
  registerTodoSource(offlineScreenTodos);
  const ctx = (request: FastifyRequest): DeviceContext => ({ db, live, scope: request.scope });
  const done = ok(null);

  app.get(
    `${BASE}/list`,
    { schema: { tags, summary: "A page of the caller's screens", querystring: pageQuery.merge(deviceFilter) } },
    async (request) => ok(await listDevices(db, request.scope, request.query)),
  );
  app.get(
    `${BASE}/v2/getDeviceListByParam`,
    {
      schema: {
        tags,
        summary: 'A page of screens by name, status, online state and group',
        querystring: pageQuery.merge(deviceFilter),
      },
    },
    async (request) => ok(await listDevices(db, request.scope, request.query)),
  );
  app.get(
    `${BASE}/getDeviceListByParam`,
    {
      schema: {
        tags,
        summary: 'Every screen matching name, status, online state and group (unpaged)',
        querystring: deviceFilter,
      },
    },
    async (request) => ok(await allDevices(db, request.scope, request.query)),
  );
  for (const [path, summary] of [
    ['listDevice', 'Every screen of a shop'],
    ['queryDevideList', 'Every screen of a shop (the scene home)'],
    ['queryQyDevice', "Every screen of an enterprise scene's shop"],
  ] as const) {
    const config = { menus: ['/device/list', '/device/plan', '/cjmain/index', '/qymain/index', '/lsmain/index'] };
    app.get(`${BASE}/${path}`, { config, schema: { tags, summary, querystring: shopQuery } }, async (request) =>
      ok(await allDevices(db, request.scope, { shopId: request.query.shopId })),
    );
  }
  app.get(
    `${BASE}/queryDeviceWholeList`,
    { schema: { tags, summary: 'Every screen of every shop the caller reaches' } },
    async (request) => ok(await allDevices(db, request.scope, {})),
  );
  app.get(
    `${BASE}/getUserDeviceId`,
    { schema: { tags, summary: "The ids of the caller's screens" } },
    async (request) => ok((await allDevices(db, request.scope, {})).map((device) => device.id)),
  );
  app.get(
    `${BASE}/getDeviceNoList`,
    { schema: { tags, summary: "The device numbers of the caller's screens" } },
    async (request) =>
      ok((await allDevices(db, request.scope, {})).map(({ id, deviceNo, name }) => ({ id, deviceNo, name }))),
  );
  app.get(
    `${BASE}/queryDeviceNumByUserId`,
    {
      // The overview page's screen counts card reads them too.
      config: { menus: ['/device/list', '/dashboard/analysis'] },
      schema: {
        tags,
        summary: "Counts of the caller's screens (of one shop with shopId): total, online, offline, locked",
        querystring: z.object({ shopId: z.string().optional() }),
      },
    },
    async (request) => ok(await deviceCounts(db, await shopsInScope(db, request.scope, request.query.shopId))),
  );
  app.get(`${BASE}/getDeviceById`, { schema: { tags, summary: 'One screen', querystring: idQuery } }, async (request) =>
    ok(await deviceDetail(db, request.scope, request.query.id)),
  );
  app.get(
    `${BASE}/getDeviceLogFile`,
    {
      schema: {
        tags,
        summary: "A screen's log: pairing, commands, on- and offline (latest 200)",
        querystring: idQuery,
      },
    },
    async (request) => ok(await deviceLog(db, request.scope, request.query.id)),
  );
  app.post(
    `${BASE}/selectDeviceList`,
    {
      schema: {
        tags,
        summary: 'The screens with these ids that the caller reaches',
        body: z.object({ ids: z.array(z.string()).max(500) }),
      },
    },
    async (request) => ok(await devicesByIds(db, request.scope, request.body.ids)),
  );

  app.post(
    `${BASE}/actidevice`,
    {
      schema: {
        tags,
        summary: "Pair the screen showing this code with the caller's shop",
        description:
          'A wrong, expired or used code answers 激活码错误或已过期; more than 10 guesses a minute per user answer 429.',
        body: activateDevicePayload,
      },
    },
    async (request) => ok((await activateDevice(ctx(request), request.body)).id, '激活成功'),
  );
  app.post(
    `${BASE}/add`,
    {
      schema: {
        tags,
        summary: 'The add-device drawer: code, name, address (form data or JSON); the same pairing as actidevice',
        body: activateDevicePayload,
      },
    },
    async (request) => ok((await activateDevice(ctx(request), request.body)).id, '添加成功'),
  );

  app.get(
    `${BASE}/toLock`,
    {
      schema: {
        tags,
        summary: 'Lock (status 1) or unlock (status 0) a screen',
        querystring: idQuery.extend({ status: flagNumber.default(1) }),
      },
    },
    async (request) => {
      await setLocked(ctx(request), request.query.id, request.query.status === 1);
      return done;
    },
  );
  app.post(
    `${BASE}/updatePerStatusById`,
    {
      schema: {
        tags,
        summary: 'Lock (status 1) or unlock (status 0) a screen',
        body: idQuery.extend({ status: flagNumber }),
      },
    },
    async (request) => {
      await setLocked(ctx(request), request.body.id, request.body.status === 1);
      return done;
    },
  );
  app.get(
    `${BASE}/resetting`,
    {
      schema: {
        tags,
        summary: 'Reset a screen: unpaired with a new code, default settings, name cleared',
        querystring: idQuery,
      },
    },
    async (request) => {
      await releaseDevice(ctx(request), request.query.id, 'reset');
      return done;
    },
  );
  app.get(
    `${BASE}/handleUnloading`,
    {
      schema: {
        tags,
        summary: 'Unbind a screen from its shop: it waits with a new code, keeping its settings',
        querystring: idQuery,
      },
    },
    async (request) => {
      await releaseDevice(ctx(request), request.query.id, 'unbind');
      return done;
    },
  );
  app.get(
    `${BASE}/handleClear`,
    {
      schema: {
        tags,
        summary: "Clear the screen's media cache; it downloads its playlist again",
        querystring: idQuery,
      },
    },
    async (request) => {
      await clearDeviceCache(ctx(request), request.query.id);
      return done;
    },
  );
  app.get(
    `${BASE}/handleSetting`,
    {
      schema: {
        tags,
        summary: 'Change display settings: mode (works or albums), showName, volume, brightness, onTime, offTime',
        querystring: idQuery.merge(screenSettingsPatch),
      },
    },
    async (request) => {
      const { id, ...settings } = request.query;
      return ok(await updateDeviceSettings(ctx(request), id, settings));
    },
  );
  app.post(
    `${BASE}/updateDeviceInfo`,
    {
      schema: {
        tags,
        summary:
          'Change display settings (JSON body): mode (works or albums), showName, volume, brightness, onTime, offTime',
        body: idQuery.merge(screenSettingsPatch),
      },
    },
    async (request) => {
      const { id, ...settings } = request.body;
      return ok(await updateDeviceSettings(ctx(request), id, settings));
    },
  );
  app.post(
    `${BASE}/saveKjDevice`,
    {
      schema: {
        tags,
        summary: 'Set the on/off times (HH:mm) of a screen',
        body: idQuery.extend({
          onTime: screenSettingsPatch.shape.onTime.unwrap().unwrap(),
          offTime: screenSettingsPatch.shape.offTime.unwrap().unwrap(),
        }),
      },
    },
    async (request) => {
      const { id, onTime, offTime } = request.body;
      return ok(await updateDeviceSettings(ctx(request), id, { onTime, offTime }));
    },
  );
  app.post(
    `${BASE}/updateKjStatus`,
    {
      schema: {
        tags,
        summary: 'Switch the on/off schedule: status 0 clears the times (always on)',
        body: idQuery.extend({ status: flagNumber }),
      },
    },
    async (request) => {
      if (request.body.status === 1)
        return ok(await deviceDetail(db, request.scope, request.body.id).then((d) => d.settings));
      return ok(await updateDeviceSettings(ctx(request), request.body.id, { onTime: null, offTime: null }));
    },
  );
  app.post(
    `${BASE}/editDevice`,
    { schema: { tags, summary: 'Rename, relocate or move a screen to a group of its shop', body: deviceEdit } },
    async (request) => {
      await editDevice(ctx(request), request.body);
      return done;
    },
  );
  app.post(
    `${BASE}/updateDeviceAddress`,
    {
      schema: {
        tags,
        summary: "Change a screen's address and 'lat,lng'",
        body: deviceEdit.pick({ id: true, address: true, location: true }),
      },
    },
    async (request) => {
      await editDevice(ctx(request), request.body);
      return done;
    },
  );
  app.post(
    `${BASE}/updatePasswordById`,
    {
      schema: {
        tags,
        summary: "Set the screen's local admin password (stored hashed)",
        body: idQuery.extend({ password: z.string().min(6).max(32) }),
      },
    },
    async (request) => {
      await setDevicePassword(ctx(request), request.body.id, request.body.password);
      return done;
    },
  );
  app.post(
    `${BASE}/addGroup`,
    {
      schema: {
        tags,
        summary: 'Add a device group to a shop',
        body: z.object({ shopId: z.string().min(1), name: z.string().trim().min(1).max(30) }),
      },
    },
    async (request) => ok(await addDeviceGroup(db, request.scope, request.body)),
  );
  app.get(
    '/group/dvGroup/queryGroupDicList',
    {
      config: { menus: ['/device/list', '/device/plan'] },
      schema: { tags, summary: "A shop's device groups as dictionary options", querystring: shopQuery },
    },
    async (request) => ok(await deviceGroupOptions(db, request.scope, request.query.shopId)),
  );

  app.get('/version/dvVersion/getAppVersion', { schema: { tags, summary: 'The latest player version' } }, async () =>
    ok(await latestAppVersion(db)),
  );
  app.get(
    '/version/dvVersion/v2/getAppVersion',
    { schema: { tags, summary: 'Every player version, newest first' } },
    async () => ok(await listAppVersions(db)),
  );
  const pushBody = z.object({
    deviceIds: z.union([z.array(z.string()), z.string().transform((ids) => ids.split(',').filter(Boolean))]),
    versionId: z.string().min(1),
  });
  for (const path of ['/version/dvVersion/updateAppToDevice', '/version/dvVersion/v2/updateAppToDevice']) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: 'Push a player version to screens (ids as a list or comma-joined); each reloads into it',
          body: pushBody,
        },
      },
      async (request) => {
        if (request.body.deviceIds.length === 0) throw forbidden();
        return ok(await pushAppVersion(ctx(request), request.body));
      },
    );
  }
});

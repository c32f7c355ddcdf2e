import { activateDevicePayload } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { formFieldsAsBody } from '../../platform/http/form-body.js';
import { defineModule } from '../../platform/http/module.js';
import { activateDevice, type DeviceContext, unbindShopDevice } from './service.js';

const tags = ['shop'];
const form = { preValidation: formFieldsAsBody };

/**
 * The shop page's own calls for its screens (business §7 Shop: saveDevice, deleteDevice). They
 * live with the devices so the rules are the device module's: the same pairing, guess limits and
 * access checks as actidevice and handleUnloading.
 */
export const shopBindingRoutes = defineModule(async (app, { db, live }) => {
  grantedBy(app, { menus: ['/cjmain/shop', '/device/list'] });
  const ctx = (request: FastifyRequest): DeviceContext => ({ db, live, scope: request.scope });

  app.post(
    '/shop/cjShop/saveDevice',
    {
      ...form,
      schema: {
        tags,
        summary: 'Bind a screen to the shop by the code it shows (form or JSON: shopId, code, name, address)',
        description:
          'The same pairing as /device/dvDevice/actidevice: 激活码错误或已过期 for a wrong, expired or used code; wrong guesses limited per user, tenant and server (429); another tenant’s or shop’s shopId: 403. Answers the screen’s id.',
        body: activateDevicePayload,
      },
    },
    async (request) => ok((await activateDevice(ctx(request), request.body)).id, '添加成功'),
  );

  app.post(
    '/shop/cjShop/deleteDevice',
    {
      ...form,
      schema: {
        tags,
        summary: 'Unbind a screen from the shop (form or JSON: shopId, deviceId — id is accepted too)',
        description:
          'Like /device/dvDevice/handleUnloading: the screen waits with a new code and keeps its settings. A screen of another shop: 403.',
        body: z
          .object({
            shopId: z.string().min(1),
            deviceId: z.string().min(1).optional(),
            id: z.string().min(1).optional(),
          })
          .refine((body) => body.deviceId ?? body.id, { path: ['deviceId'] }),
      },
    },
    async (request) => {
      const { shopId, deviceId, id } = request.body;
      await unbindShopDevice(ctx(request), shopId, deviceId ?? id ?? '');
      return ok(null, '删除成功');
    },
  );
});

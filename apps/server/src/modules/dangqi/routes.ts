import {
  dangqiClosedDayBody,
  dangqiIdBody,
  dangqiOpenDayBody,
  dangqiOpenSlotsQuery,
  dangqiRangeQuery,
  dangqiResourceBody,
  dangqiResourceEditBody,
  dangqiShopQuery,
  dangqiSlotEditBody,
  dangqiSlotsAddBody,
} from '@scenecast/contracts';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { closeDay, openDay } from './closed-days.js';
import { addResource, editResource, listResources } from './resources.js';
import { addSlots, calendar, deleteSlot, editSlot, openSlots } from './slots.js';
import { shopStaff } from './staff.js';

const tags = ['dangqi'];
const BASE = '/cjDangqi/cjDangqi';
const OWNER_ONLY = "Setting up the schedule is for the shop's owner: anyone else who reaches the shop gets 403.";

/**
 * The studio's schedule (dangqi): per shop and day, time slots with a capacity, photographers and
 * rooms, closed days. Every call passes the shop access rule: another tenant's or shop's ids are 403.
 */
export const dangqiRoutes = defineModule(async (app, { db }) => {
  grantedBy(app, { menus: ['/cjmain/dangqi'] });
  app.get(
    `${BASE}/calendar`,
    {
      schema: {
        tags,
        summary: "A shop's slots (with capacity and booked places) and closed days from `from` to `to`",
        description: 'At most 62 days (a month view with its leading and trailing weeks). Slots in day and time order.',
        querystring: dangqiRangeQuery,
      },
    },
    async (request) =>
      ok(await calendar(db, request.scope, request.query.shopId, request.query.from, request.query.to)),
  );
  app.get(
    `${BASE}/openSlots`,
    {
      config: { menus: ['/cjmain/dangqi', '/cjmain/order'] },
      schema: {
        tags,
        summary: 'Slots of one day that can still be booked',
        description:
          'None on a closed or past day; today only slots not yet begun (studio time, Asia/Shanghai); only slots with a place left.',
        querystring: dangqiOpenSlotsQuery,
      },
    },
    async (request) => ok(await openSlots(db, request.scope, request.query.shopId, request.query.day)),
  );
  app.post(
    `${BASE}/addSlots`,
    {
      schema: {
        tags,
        summary: 'Open the same times on every chosen weekday of a range of days',
        description: `Past and closed days, and weekdays the shop's opening hours (baseinfo) leave out, are skipped. When the shop sets opening hours, a time outside its day's hours ({day} {start}-{end} 不在营业时间内), a time already opened on one of the days ({day} {time} 已有档期) or a photographer or room busy at an overlapping time refuses the whole call; nothing is created then. Answers {created}. ${OWNER_ONLY}`,
        body: dangqiSlotsAddBody,
      },
    },
    async (request) => ok(await addSlots(db, request.scope, request.body)),
  );
  app.post(
    `${BASE}/editSlot`,
    {
      schema: {
        tags,
        summary: "Change a slot's capacity and its photographers and rooms",
        description: `The capacity cannot go below the places already booked (容量不能小于已预约人数). ${OWNER_ONLY}`,
        body: dangqiSlotEditBody,
      },
    },
    async (request) => ok(await editSlot(db, request.scope, request.body)),
  );
  app.post(
    `${BASE}/deleteSlot`,
    {
      schema: {
        tags,
        summary: 'Delete a slot nobody booked',
        description: `A slot with bookings stays (该档期已有预约，不能删除): cancel or move its orders first. ${OWNER_ONLY}`,
        body: dangqiIdBody,
      },
    },
    async (request) => {
      await deleteSlot(db, request.scope, request.body.id);
      return ok(null);
    },
  );
  app.post(
    `${BASE}/closeDay`,
    {
      schema: {
        tags,
        summary: 'Close a day: no bookings are taken then',
        description: `A day with bookings cannot be closed (该日已有预约，不能设为休息日); closing and booking that day exclude each other, so a booking racing the closing either comes first and refuses it, or finds the day closed. Its empty slots stay and become bookable again when it reopens; closing again changes the reason. ${OWNER_ONLY}`,
        body: dangqiClosedDayBody,
      },
    },
    async (request) => ok(await closeDay(db, request.scope, request.body)),
  );
  app.post(
    `${BASE}/openDay`,
    { schema: { tags, summary: 'Reopen a closed day', description: OWNER_ONLY, body: dangqiOpenDayBody } },
    async (request) => {
      await openDay(db, request.scope, request.body);
      return ok(null);
    },
  );
  app.get(
    `${BASE}/resources`,
    {
      schema: { tags, summary: "The shop's photographers and rooms, those in use first", querystring: dangqiShopQuery },
    },
    async (request) => ok(await listResources(db, request.scope, request.query.shopId)),
  );
  app.post(
    `${BASE}/addResource`,
    {
      schema: {
        tags,
        summary: 'Add a photographer or a room',
        description: `A photographer may name the staff account they are (userId, one of the shop's active people). ${OWNER_ONLY}`,
        body: dangqiResourceBody,
      },
    },
    async (request) => ok(await addResource(db, request.scope, request.body)),
  );
  app.post(
    `${BASE}/editResource`,
    {
      schema: {
        tags,
        summary: 'Rename, link to a staff account, or retire (status 0) a photographer or room',
        description: `A retired resource stays on the slots that have it but cannot be given to slots again. ${OWNER_ONLY}`,
        body: dangqiResourceEditBody,
      },
    },
    async (request) => ok(await editResource(db, request.scope, request.body)),
  );
  app.get(
    `${BASE}/staff`,
    {
      config: { menus: ['/cjmain/dangqi', '/cjmain/order'] },
      schema: {
        tags,
        summary: "The shop's active people (photographers' accounts, order staff)",
        querystring: dangqiShopQuery,
      },
    },
    async (request) => ok(await shopStaff(db, request.scope, request.query.shopId)),
  );
});

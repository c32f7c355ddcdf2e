import {
  DEVICE_ID_HEADER,
  DEVICE_SECRET_HEADER,
  PLAY_BATCH_MAX,
  playBatchPayload,
  playReportQuery,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheet/import.js';
import { writeWorkbook } from '../../platform/spreadsheet/reader.js';
import { authenticateScreen } from '../device/screen-service.js';
import { ingestPlays } from './ingest.js';
import { PLAY_REPORT_HEADER, PLAY_REPORT_MAX_DAYS, playReport, playReportSheetRows } from './report.js';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Proof of play: screens send what they played; the console reports it per day, screen and work. */
export const proofOfPlayRoutes = defineModule(async (app, { db }) => {
  grantedBy(app, { menus: ['/device/list'] });
  app.post(
    '/screen/plays',
    {
      config: { public: true },
      schema: {
        tags: ['screen'],
        summary: 'A batch of proof-of-play records (what the screen played, when, how long)',
        description: `Up to ${PLAY_BATCH_MAX} records {id, workId, startedAt (ms), durationMs}. Each record's id is the screen's own: sending a batch again stores nothing twice. Plays from before the screen's current pairing, older than 30 days or in the future are dropped; plays of a work that is not one of the screen's shop (another shop's, unknown) are refused. Neither is stored. Answers {accepted, duplicates, dropped, refused}.`,
        body: playBatchPayload,
      },
    },
    async (request) => {
      const device = await authenticateScreen(
        db,
        header(request, DEVICE_ID_HEADER),
        header(request, DEVICE_SECRET_HEADER),
      );
      return ok(await ingestPlays(db, device, request.body));
    },
  );

  const reportDescription = `Days yyyy-MM-dd in the shop's time zone (its timeZone, default Asia/Shanghai), both included, at most ${PLAY_REPORT_MAX_DAYS} days. deviceId narrows to one screen of the shop. Another tenant's or shop's shop or screen: 403.`;
  app.get(
    '/device/proofOfPlay/report',
    {
      schema: {
        tags: ['device'],
        summary: 'Proof of play per day, screen and work: plays and seconds',
        description: reportDescription,
        querystring: playReportQuery,
      },
    },
    async (request) => ok(await playReport(db, request.scope, request.query)),
  );
  app.get(
    '/device/proofOfPlay/exportXls',
    {
      schema: {
        tags: ['device'],
        summary: 'The proof-of-play report as .xlsx',
        description: reportDescription,
        querystring: playReportQuery,
      },
    },
    async (request, reply) => {
      const rows = await playReport(db, request.scope, request.query);
      const body = writeWorkbook('播放记录', PLAY_REPORT_HEADER, playReportSheetRows(rows));
      const fileName = encodeURIComponent(`播放记录_${request.query.from}_${request.query.to}.xlsx`);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="proof-of-play.xlsx"; filename*=UTF-8''${fileName}`)
        .send(body);
    },
  );
});

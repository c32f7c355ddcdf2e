import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { reportColumns, reportData, reportQueryInfo } from '../../platform/reports/answers.js';

const tags = ['report'];
const code = z.object({ code: z.string().min(1).max(64) });

/** The online report calls (framework §7 "Online reports and lists"); reports are registered by their modules. */
export const reportRoutes = defineModule(async (app, { db }) => {
  grantedBy(app, { menus: ['/demo/pickers'] });
  app.get(
    '/online/cgreport/api/getRpColumns/:code',
    {
      schema: {
        tags,
        summary: 'A report’s columns and dictionaries',
        description:
          'Reports: shop_screens, shop_works_storage, shop_staff. Answers {cgRpConfigId, cgRpConfigName, columns:[{dataIndex, title, customRender?}], dictOptions}. An unknown code: success false.',
        params: code,
      },
    },
    async (request) => ok(reportColumns(request.params.code)),
  );

  app.get(
    '/online/cgreport/api/getQueryInfo/:code',
    {
      schema: {
        tags,
        summary: 'A report’s query fields',
        description:
          '[{field, label, mode, type, dictCode?, hidden?}]; the self_ parameters the report needs come hidden.',
        params: code,
      },
    },
    async (request) => ok(reportQueryInfo(request.params.code)),
  );

  app.get(
    '/online/cgreport/api/getData/:code',
    {
      schema: {
        tags,
        summary: 'One page of a report’s rows',
        description:
          'self_ parameters (required ones refused when missing; a shop must be one the caller reaches, else 403), the query fields (a number field given text: 400), column (a sortable column, else the report’s order), order, pageNo, pageSize.',
        params: code,
        querystring: z.record(z.string(), z.unknown()),
      },
    },
    async (request) => ok(await reportData(db, request.scope, request.params.code, request.query)),
  );
});

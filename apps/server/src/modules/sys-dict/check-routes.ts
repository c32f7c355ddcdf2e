import { msg } from '@scenecast/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { checkByRule } from '../../platform/registry/index.js';
import { checkDuplicate } from './checks.js';
import { required } from './payloads.js';

const tags = ['sys-dict'];

/** The form checks: a value not yet used, a value that follows a code rule. */
export const sysCheckRoutes = defineModule(async (app, { db }) => {
  app.get(
    '/sys/duplicate/check',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Is a value still free?',
        description:
          'success true with 该值可用！, or success false with 该值不可用，系统中已存在！. `tableName` and `fieldName` resolve through the allow-list registry (fields flagged duplicateCheck, e.g. sys_user username/phone/email, sys_depart orgCode, sys_position code, sys_category code, demo_record name/email/phone); anything else is refused with 该表不允许校验重复 / 该字段不允许校验重复. Counts the caller’s tenant, or every tenant for values unique system-wide (username, phone, orgCode). `dataId` leaves out the row being edited.',
        querystring: z.object({
          tableName: required('duplicateCheckParams'),
          fieldName: required('duplicateCheckParams'),
          fieldVal: required('duplicateCheckParams').max(500),
          dataId: z.string().optional(),
        }),
      },
    },
    async (request) => {
      await checkDuplicate(db, request.scope, request.query);
      return ok(null, msg('valueAvailable'));
    },
  );

  app.get(
    '/sys/checkRule/checkByCode',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Does a value follow a code rule?',
        description:
          'Rules are defined in code by their modules: `position_code` (a letter, then 1–31 letters, digits, _ or -), `org_code` and `category_code` (1–10 groups of a capital letter and two digits: A01, A01A02). success true with 数据验证通过！, or success false with the rule’s message; an unknown ruleCode answers success false with 该编码不存在.',
        querystring: z.object({
          ruleCode: required('checkRuleCodeRequired'),
          value: z.string().max(500).default(''),
        }),
      },
    },
    async (request) => {
      checkByRule(request.query.ruleCode, request.query.value);
      return ok(null, msg('checkRulePassed'));
    },
  );
});

import type { WorksRecord } from '@scenecast/contracts';
import { msg } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { HttpError } from '../../platform/http/errors.js';
import { requireHj } from './access.js';
import type { WorksContext } from './context.js';
import { clearPathQuery, uploadQuery } from './payloads.js';
import type { RouteGroup } from './routes.js';
import { clearPending, type IncomingFile, uploadIntoHj, uploadPending } from './uploads.js';

const tags = ['files'];

/** The multipart file of the request, streamed; fields before it are collected on the way. */
async function nextFile(
  request: FastifyRequest,
  maxFileBytes: number,
  onField: (name: string, value: string) => Promise<void> | void = () => undefined,
): Promise<IncomingFile> {
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 1 } })) {
    if (part.type === 'file') {
      const declared = Number(request.headers['content-length']);
      return {
        stream: part.file,
        filename: part.filename ?? '',
        declaredBytes: Number.isFinite(declared) && declared > 0 ? declared : undefined,
      };
    }
    await onField(part.fieldname, String(part.value));
  }
  throw new HttpError(400, msg('uploadFileMissing'));
}

/** addWorks as multipart: hjId from the query or a field sent before the file. */
export async function addWorksByUpload(ctx: WorksContext, request: FastifyRequest): Promise<WorksRecord> {
  let hjId = (request.query as { hjId?: string }).hjId;
  const file = await nextFile(request, ctx.maxFileBytes, (name, value) => {
    if (name === 'hjId') hjId = value;
  });
  if (!hjId) {
    file.stream.resume();
    throw new HttpError(400, msg('worksHjFieldFirst'));
  }
  let hj: Awaited<ReturnType<typeof requireHj>>;
  try {
    hj = await requireHj(ctx.db, ctx.scope, hjId);
  } catch (error) {
    file.stream.resume();
    throw error;
  }
  return uploadIntoHj(ctx, hj, file);
}

export const uploadRoutes: RouteGroup = (app, ctx) => {
  grantedBy(app, { menus: ['/cjmain/works', '/cjmain/kepian'] });
  app.post(
    '/user/v1/upload',
    {
      schema: {
        tags,
        summary: 'Upload one media file (multipart `file`) for the works library; answers its stored path',
        description:
          "`type` image or video (omitted: either); the type comes from the bytes (a different one: 请上传图片 / 请上传视频). Streamed to storage without being held in memory; refused before storing when the declared size cannot fit the tenant's quota, and aborted (partial file removed) when it is exceeded mid-stream: success false 存储空间不足. Images get a WebP thumbnail and their dimensions; videos their duration and a poster when ffprobe/ffmpeg are installed. The path is answered in `message` and `result`; it stays a pending upload of the caller (counted in the quota) until addWorks with `paths` makes it a work, or /user/v1/clear drops it.",
        querystring: uploadQuery,
      },
    },
    async (request) => {
      const context = ctx(request);
      const file = await nextFile(request, context.maxFileBytes);
      const path = await uploadPending(context, request.query.type ?? null, file);
      return ok(path, path);
    },
  );
  app.get(
    '/user/v1/clear',
    {
      schema: {
        tags,
        summary: "Drop all the caller's pending uploads (files and records); answers how many",
      },
    },
    async (request) => ok(await clearPending(ctx(request))),
  );
  app.get(
    '/user/v1/clearPath',
    {
      schema: {
        tags,
        summary: "Drop one of the caller's pending uploads by its path; answers 1, or 0 when it is not one",
        querystring: clearPathQuery,
      },
    },
    async (request) => ok(await clearPending(ctx(request), request.query.path)),
  );
};

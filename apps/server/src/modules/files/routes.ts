import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { contentTypeOfKey } from '../../platform/storage/content-types.js';
import { createStorage, isSafeKey } from '../../platform/storage/index.js';
import { parseRange } from '../../platform/storage/range.js';
import { type SpooledFile, spoolToTempFile } from '../../platform/storage/spool.js';
import { ensureDefaultFiles } from './default-files.js';
import { UPLOAD_FOLDERS } from './folders.js';
import { PDF_PREVIEW_CSP, pdfPreviewPage, readablePdfKey } from './pdf-preview.js';
import { storeUpload } from './service.js';

const tags = ['files'];
/** Stored names are random and never reused: a stored file never changes under its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * An over-size file is cut at the limit and flagged `truncated` instead of failing the whole
 * request, so the answer can name the folder's limit. The plugin reads this option in parts()
 * though its types list it only for file().
 */
const KEEP_READING_OVER_LIMIT = { throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];

export const filesRoutes = defineModule(async (app, { db, config }) => {
  const storage = createStorage(config);
  try {
    await ensureDefaultFiles(storage);
  } catch (error) {
    app.log.error({ err: error }, 'default files could not be stored');
  }

  app.post(
    '/sys/common/upload',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Upload one file',
        description: `Multipart: \`file\` and \`biz\` (the folder; also accepted as a query parameter; default temp). Folders: ${Object.entries(
          UPLOAD_FOLDERS,
        )
          .map(([biz, folder]) => `${biz} (${folder.kinds.join('/')}, ≤ ${folder.maxBytes / 1024 / 1024} MB)`)
          .join(
            ', ',
          )}. The type comes from the file's bytes (png, jpg, gif, webp, bmp; mp4, mov, webm; pdf), the stored name is random (\`{biz}/{yyyyMMdd}/{32 hex}.{ext}\`); the other fields the spec's clients send — \`type\` (the browser's idea of the file type), \`fileName\` (its original name) and \`isup\` (1 from an editable-table cell) — are accepted and not used. The editor folder is the spec's rich-text folder (type 4). Answers that path in \`message\` and \`result\`; read it back at GET /sys/common/static/{path}. An unknown folder, a missing file, a wrong type or a file over the folder's limit: 400 with the message.`,
        querystring: z.object({ biz: z.string().optional() }),
      },
    },
    async (request) => {
      let biz = request.query.biz;
      let file: SpooledFile | null = null;
      let truncated = false;
      try {
        for await (const part of request.parts(KEEP_READING_OVER_LIMIT)) {
          if (part.type === 'file') {
            file = await spoolToTempFile(part.file);
            truncated = part.file.truncated;
          } else if (part.fieldname === 'biz') {
            biz = String(part.value);
          }
        }
        const key = await storeUpload(db, storage, request.scope, { biz, file, truncated });
        return ok(key, key);
      } finally {
        await file?.dispose();
      }
    },
  );

  app.get(
    '/sys/common/pdf/pdfPreviewIframe',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'An HTML page showing an uploaded PDF',
        description:
          '`url`: the stored path (or a URL of it under /sys/common/static/). Only for a PDF uploaded in the caller’s tenant; anything else (another tenant’s file, a climbing path, not a PDF) is 403.',
        querystring: z.object({ url: z.string().min(1).max(1000) }),
      },
    },
    async (request, reply) => {
      const key = await readablePdfKey(db, request.scope, request.query.url);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', PDF_PREVIEW_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(pdfPreviewPage(`${config.apiBase}/sys/common/static/${key}`));
    },
  );

  app.get(
    '/sys/common/static/*',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Read a stored file',
        description:
          'Public (images are shown by <img>, which sends no token); stored names are random. Content type from the stored type, `cache-control: immutable` for a year, ETag, and a single HTTP Range (`bytes=a-b`, `a-`, `-n`) answered with 206 (416 when out of range).',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const info = isSafeKey(key) ? await storage.stat(key) : null;
      if (!info) return reply.callNotFound();
      const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
      reply
        .header('content-type', info.contentType ?? contentTypeOfKey(key))
        .header('accept-ranges', 'bytes')
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const range = parseRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${info.size}`).send();
      }
      const body = await storage.read(key, range ?? undefined);
      if (!body) return reply.callNotFound();
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', info.size);
      }
      return reply.send(body);
    },
  );
});

import type { Envelope, WorksHjRecord, WorksRecord } from '@scenecast/contracts';
import sharp from 'sharp';
import { call } from '../../test/http.js';
import { multipart } from '../../test/multipart.js';
import type { TestApp } from '../../test/test-app.js';

/** A tiny valid PNG or JPEG, made at test time. */
export async function tinyImage(format: 'png' | 'jpeg' = 'png', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#3070c0' } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** The first bytes of an MP4 (an `ftyp` box): what the type sniffer knows a video by. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(2048, 7)]);
}

export async function postFile<T>(
  t: TestApp,
  token: string,
  url: string,
  data: Buffer,
  filename = 'photo.png',
  fields: Record<string, string> = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const { payload, contentType } = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, data },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': contentType, 'x-access-token': token },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

export async function newHj(t: TestApp, token: string, shopId: string, name: string, parentId?: string) {
  const { body } = await call<WorksHjRecord>(t.app, 'POST', '/works/clWorksHj/addChild', {
    token,
    body: { shopId, name, parentId },
  });
  if (!body.success) throw new Error(body.message);
  return body.result;
}

/** Uploads an image straight into a group; answers the new work. */
export async function uploadInto(t: TestApp, token: string, hjId: string, data?: Buffer, filename = 'photo.png') {
  const { body } = await postFile<WorksRecord>(
    t,
    token,
    `/works/clWorksHj/addWorks?hjId=${hjId}`,
    data ?? (await tinyImage()),
    filename,
  );
  if (!body.success) throw new Error(body.message);
  return body.result;
}

export async function hjOrder(t: TestApp, token: string, hjId: string): Promise<{ id: string; sort: number }[]> {
  const { body } = await call<WorksRecord[]>(t.app, 'GET', `/creat/clCreatHj/getWorksListByHjId?hjId=${hjId}`, {
    token,
  });
  return body.result.map((work) => ({ id: work.id, sort: work.sort }));
}

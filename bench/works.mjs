import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDataDir } from './lib/database.mjs';
import { measureLoad } from './lib/load.mjs';
import { freshDataDir, login, rssBytes, startServer } from './lib/server.mjs';

// Works issue figures: a 1 GB upload through the real server against a plain local copy, and the
// works lists of a tenant holding 100,000 works. Prints figures; never fails on a number.
const MB = 1024 * 1024;
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_BYTES || 1024 * MB);
const WORKS = Number(process.env.BENCH_WORKS || 100_000);
const GROUPS = 100;

/** A file of `bytes` that sniffs as an MP4 (an ftyp box, then filler). */
async function generateVideo(file, bytes) {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1')]);
  const chunk = Buffer.alloc(4 * MB);
  for (let i = 0; i < chunk.length; i += 1) chunk[i] = (i * 31 + 7) & 0xff;
  async function* body() {
    yield head;
    let left = bytes - head.length;
    while (left > 0) {
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= part.length;
      yield part;
    }
  }
  await pipeline(body(), createWriteStream(file));
}

/** Streams the file as one multipart part; resolves with the JSON answer. */
function uploadFile(base, token, file, bytes) {
  const boundary = `----bench${Date.now()}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/user/v1/upload?type=video`,
      {
        method: 'POST',
        headers: {
          'x-access-token': token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': preamble.length + bytes + epilogue.length,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
      },
    );
    request.on('error', reject);
    request.write(preamble);
    const source = createReadStream(file, { highWaterMark: MB });
    source.on('error', reject);
    source.pipe(request, { end: false });
    source.on('end', () => request.end(epilogue));
  });
}

async function measureUpload(server, token, file) {
  const baseline = await rssBytes(server.pid);
  let peak = baseline;
  const sampler = setInterval(async () => {
    try {
      peak = Math.max(peak, await rssBytes(server.pid));
    } catch {
      // the process may be gone at the end
    }
  }, 25);
  const started = performance.now();
  const answer = await uploadFile(server.base, token, file, UPLOAD_BYTES);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!answer.success) throw new Error(`upload refused: ${answer.message}`);
  return { seconds, growth: peak - baseline, baseline };
}

async function localCopy(file) {
  const target = `${file}.copy`;
  const started = performance.now();
  await pipeline(createReadStream(file, { highWaterMark: MB }), createWriteStream(target));
  const seconds = (performance.now() - started) / 1000;
  await rm(target, { force: true });
  return seconds;
}

/** 100,000 works of the demo shop in 100 groups of 1,000, written straight into the database. */
export async function seedWorks(db, shopId) {
  const started = performance.now();
  const [{ tenant_id: tenantId, create_by: owner }] = (
    await db.query('SELECT tenant_id, create_by FROM cj_shop WHERE id = $1', [shopId])
  ).rows;
  await db.query(
    `INSERT INTO cl_works_hj (id, tenant_id, shop_id, name, sort, create_by)
     SELECT 'benchhj' || lpad(g::text, 6, '0'), $1, $2, '分组' || g, g, $3 FROM generate_series(1, $4) AS g`,
    [tenantId, shopId, owner, GROUPS],
  );
  await db.query(
    `INSERT INTO cl_works (id, tenant_id, shop_id, kind, name, file_key, thumb_key, size, width, height, code, create_by, create_time)
     SELECT 'benchworks' || lpad(i::text, 8, '0'), $1, $2, 'image', '作品' || i,
            'works/20260101/' || md5(i::text) || '.jpg', 'works/20260101/' || md5(i::text || 't') || '.webp',
            200000 + i, 1920, 1080, 'B' || lpad(i::text, 7, '0'), $3, now() - (i || ' seconds')::interval
     FROM generate_series(1, $4) AS i`,
    [tenantId, shopId, owner, WORKS],
  );
  const perGroup = Math.ceil(WORKS / GROUPS);
  await db.query(
    `INSERT INTO cl_works_relat (hj_id, works_id, sort)
     SELECT 'benchhj' || lpad((((i - 1) / $1) + 1)::text, 6, '0'), 'benchworks' || lpad(i::text, 8, '0'), ((i - 1) % $1) + 1
     FROM generate_series(1, $2) AS i`,
    [perGroup, WORKS],
  );
  await db.query('ANALYZE');
  return (performance.now() - started) / 1000;
}

/** Moves a random work of the group to the top `perSecond` times a second until stopped. */
function changeOrderRepeatedly(base, headers, hjId, perSecond) {
  const perGroup = Math.ceil(WORKS / GROUPS);
  const first = (Number(hjId.slice(-6)) - 1) * perGroup + 1;
  let moves = 0;
  const timer = setInterval(async () => {
    const id = `benchworks${String(first + Math.floor(Math.random() * perGroup)).padStart(8, '0')}`;
    try {
      const response = await fetch(`${base}/api/works/clWorks/sortTop?hjId=${hjId}&id=${id}`, { headers });
      if ((await response.json()).success) moves += 1;
    } catch {
      // a move that failed is not counted; the figure printed says how many were made
    }
  }, 1000 / perSecond);
  return {
    stop: () => {
      clearInterval(timer);
      return moves;
    },
  };
}

async function shopIdOf(base, token) {
  const response = await fetch(`${base}/api/shop/cjShop/list?pageSize=100`, {
    headers: { 'x-access-token': token, 'tenant-id': '0' },
  });
  const body = await response.json();
  return body.result.records.find((shop) => shop.name === '演示影楼旗舰店').id;
}

export async function benchWorks({ port, seconds }) {
  const dataDir = freshDataDir();
  const file = path.join(os.tmpdir(), `scenecast-bench-upload-${process.pid}.mp4`);
  try {
    await generateVideo(file, UPLOAD_BYTES);
    const copySeconds = await localCopy(file);
    let server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
    const token = await login(server.base);
    const shopId = await shopIdOf(server.base, token);
    const upload = await measureUpload(server, token, file);
    await fetch(`${server.base}/api/user/v1/clear`, { headers: { 'x-access-token': token } });
    const size = (await stat(file)).size;
    const mbps = (s) => (size / MB / s).toFixed(0);
    console.log(
      `works upload ${(size / MB).toFixed(0)} MB: ${upload.seconds.toFixed(1)} s (${mbps(upload.seconds)} MB/s) vs local stream copy ${copySeconds.toFixed(1)} s (${mbps(copySeconds)} MB/s): ${((copySeconds / upload.seconds) * 100).toFixed(0)}% of the local copy; server RSS growth ${(upload.growth / MB).toFixed(1)} MB (from ${(upload.baseline / MB).toFixed(0)} MB)`,
    );
    await server.stop();

    const db = openDataDir(dataDir);
    const seedSeconds = await seedWorks(db, shopId);
    await db.close();
    console.log(`works seeded: ${WORKS} rows in ${GROUPS} groups in ${seedSeconds.toFixed(1)} s (PGlite, direct SQL)`);
    server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
    try {
      const listToken = await login(server.base);
      const headers = { 'x-access-token': listToken, 'tenant-id': '0' };
      const runs = [
        ['group page 1', `hjId=benchhj000042&pageNo=1&pageSize=20`],
        ['group page 40', `hjId=benchhj000042&pageNo=40&pageSize=20`],
        ['library page 1', `shopId=${shopId}&pageNo=1&pageSize=20`],
      ];
      for (const [label, query] of runs) {
        const result = await measureLoad({
          url: `${server.base}/api/works/clWorks/getWorksListByWorksHj?${query}`,
          headers,
          seconds,
        });
        console.log(
          `works list (${label}, tenant with ${WORKS} works), 50 concurrent: p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requestsPerSecond} req/s, ${result.failures} failures`,
        );
      }
      const changes = changeOrderRepeatedly(server.base, headers, 'benchhj000042', 10);
      const changing = await measureLoad({
        url: `${server.base}/api/works/clWorks/getWorksListByWorksHj?hjId=benchhj000042&pageNo=1&pageSize=20`,
        headers,
        seconds,
      });
      const moves = changes.stop();
      console.log(
        `works list (group page 1 while its order changes ${moves} times, 10 a second: each change drops the cached pages), 50 concurrent: p50 ${changing.p50} ms, p99 ${changing.p99} ms, ${changing.requestsPerSecond} req/s, ${changing.failures} failures`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(file, { force: true });
    await rm(`${file}.copy`, { force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { PGlite } from '@electric-sql/pglite';
import { freshDataDir, login, rssBytes, startServer } from './lib/server.mjs';

// Spreadsheet figures (framework issue): importing a 10,000-row .xlsx (budget ≤ 5 s) and a
// streamed export of 100,000 rows (budget: server memory growth ≤ 100 MB). Prints; never fails.
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS || 10_000);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS || 100_000);
const HEADER = ['姓名', '关键词', '性别', '年龄', '生日', '邮箱', '手机号', '薪资', '排序'];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function importWorkbook(rows) {
  const data = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    data.push([
      `导入用户${i + 1}`,
      `批次${i % 50}`,
      i % 2 === 0 ? '男' : '女',
      18 + (i % 50),
      `19${70 + (i % 30)}-0${(i % 9) + 1}-1${i % 10}`,
      `bench${i}@example.com`,
      `138${String(i).padStart(8, '0')}`,
      5000 + (i % 1000) + 0.5,
      i + 1,
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
}

/** Fills demo's tenant with demo records straight in the database, up to `rows`. */
async function seedRecords(dataDir, rows) {
  const db = new PGlite(path.join(dataDir, 'db'));
  const { rows: owners } = await db.query(`SELECT tenant_id FROM sys_user WHERE username = 'demo'`);
  const { rows: counted } = await db.query('SELECT count(*)::int AS n FROM demo_record WHERE tenant_id = $1', [
    owners[0].tenant_id,
  ]);
  const missing = Math.max(0, rows - counted[0].n);
  await db.query(
    `INSERT INTO demo_record (id, tenant_id, name, key_word, sex, age, birthday, email, phone, salary, content, order_num, create_by, create_time)
     SELECT md5('bench' || s), $1, '导出用户' || s, '导出', 1 + s % 2, 18 + s % 50, DATE '1980-01-01' + (s % 9000),
            'export' || s || '@example.com', '139' || lpad(s::text, 8, '0'), 4000 + s % 5000, '<p>说明</p>', s, 'demo',
            now() - (s || ' seconds')::interval
     FROM generate_series(1, $2::int) AS s`,
    [owners[0].tenant_id, missing],
  );
  await db.query('ANALYZE');
  await db.close();
  return rows;
}

async function measureImport(base, token) {
  const file = importWorkbook(IMPORT_ROWS);
  const form = new FormData();
  form.append('file', new Blob([file]), 'bench.xlsx');
  const started = performance.now();
  const response = await fetch(`${base}/api/demo/record/importExcel`, {
    method: 'POST',
    headers: { 'x-access-token': token },
    body: form,
  });
  const body = await response.json();
  const ms = performance.now() - started;
  console.log(
    `import of a ${IMPORT_ROWS}-row .xlsx (${mb(file.length)}): ${(ms / 1000).toFixed(2)} s (budget 5 s) — ${body.code} ${body.message}`,
  );
}

async function measureExport(base, token, pid) {
  const before = await rssBytes(pid);
  let peak = before;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await rssBytes(pid).catch(() => 0));
  }, 50);
  const started = performance.now();
  const response = await fetch(`${base}/api/demo/record/exportXls`, { headers: { 'x-access-token': token } });
  const chunks = [];
  let bytes = 0;
  let firstByteMs = null;
  for await (const chunk of response.body) {
    if (firstByteMs === null) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    chunks.push(chunk);
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, await rssBytes(pid));
  const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer', dense: true });
  const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 }).length - 1;
  console.log(
    `streamed export: ${rows} rows, ${mb(bytes)} .xlsx in ${(ms / 1000).toFixed(2)} s (first byte ${firstByteMs?.toFixed(0)} ms); server RSS ${mb(before)} → peak ${mb(peak)}, growth ${mb(peak - before)} (budget 100 MB)`,
  );
}

export async function benchSpreadsheets({ port }) {
  const dataDir = freshDataDir();
  const first = await startServer({ port, dataDir });
  await first.stop();
  await seedRecords(dataDir, EXPORT_ROWS);
  const server = await startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
  try {
    const token = await login(server.base);
    await measureImport(server.base, token);
    await measureExport(server.base, token, server.pid);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSpreadsheets({ port: Number(process.env.BENCH_PORT || 18_190) });
}

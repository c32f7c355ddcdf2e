import { rm } from 'node:fs/promises';
import { seedAlbums } from './kepian.mjs';
import { createPostgresDatabase, openPostgres } from './lib/database.mjs';
import { measureLoad } from './lib/load.mjs';
import { freshDataDir, login, startServer } from './lib/server.mjs';
import { insertScreens, measureCommand } from './screens.mjs';
import { seedWorks } from './works.mjs';

// Several processes (issue 16): 3 server processes on one PostgreSQL share 15,000 screens and a
// command to all of them goes out through one; then the works and album lists with 100,000 rows
// on PostgreSQL, to print beside the embedded figures of the works and kepian parts.
// Prints figures; never fails on a number. Skipped when no PostgreSQL answers.
const PROCESSES = 3;
const SCREENS = Number(process.env.BENCH_CLUSTER_SCREENS || 15_000);
const ENV = { LOGIN_RATE_LIMIT: '1000000' };

async function shopOf(db) {
  const { rows } = await db.query(`SELECT id FROM cj_shop WHERE name = '演示影楼旗舰店'`);
  return rows[0].id;
}

async function measureLists(server, shopId, albums, seconds) {
  const headers = { 'x-access-token': await login(server.base), 'tenant-id': '0' };
  const api = `${server.base}/api`;
  const cases = [
    ['works list (group page 1)', `${api}/works/clWorks/getWorksListByWorksHj?hjId=benchhj000042&pageNo=1&pageSize=20`],
    ['works list (library page 1)', `${api}/works/clWorks/getWorksListByWorksHj?shopId=${shopId}&pageNo=1&pageSize=20`],
    ['album list (page 1)', `${api}/cjKepian/cjKepian/list?shopId=${shopId}&pageNo=1&pageSize=20`],
    ['album list (one category)', `${api}/cjKepian/cjKepian/list?shopId=${shopId}&fenleiId=${albums.fenleiId}`],
  ];
  for (const [label, url] of cases) {
    const figures = await measureLoad({ url, headers, seconds });
    console.log(
      `PostgreSQL ${label}, 100,000 works / photos, 50 concurrent: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.requestsPerSecond} req/s, ${figures.failures} failures`,
    );
  }
}

export async function benchCluster({ port, seconds }) {
  const database = await createPostgresDatabase();
  if (!database) {
    console.log('cluster: skipped, no PostgreSQL answers at BENCH_POSTGRES_URL');
    return;
  }
  const dataDir = freshDataDir();
  const env = { ...ENV, DATABASE_URL: database.url };
  const servers = [];
  try {
    // The first process migrates and seeds; the others start on the ready database.
    servers.push(await startServer({ port, dataDir, env }));
    for (let i = 1; i < PROCESSES; i += 1) servers.push(await startServer({ port: port + i, dataDir, env }));
    const db = await openPostgres(database.url);
    const screens = await insertScreens(db, SCREENS);
    await measureCommand(`PostgreSQL, ${PROCESSES} processes, screens ${SCREENS}`, servers, screens);

    const shopId = await shopOf(db);
    const seeded = performance.now();
    await seedWorks(db, shopId);
    const albums = await seedAlbums(db);
    await db.close();
    console.log(
      `PostgreSQL seeded 100,000 works and 5,000 albums of 100,000 photos in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    await measureLists(servers[0], shopId, albums, seconds);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

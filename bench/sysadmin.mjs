import { rm } from 'node:fs/promises';
import { WebSocket } from 'ws';
import { createPostgresDatabase, openDataDir, openPostgres } from './lib/database.mjs';
import { measureLoad } from './lib/load.mjs';
import { freshDataDir, login, startServer } from './lib/server.mjs';

// System administration issue figures, on the embedded database and on PostgreSQL: the user list
// of a tenant with 100,000 users in 1,000 departments, read by a user whose data rule keeps their
// own department; saving a role's 2,000-entry permission tree; and (PostgreSQL, two processes)
// how long a menu change takes to show in a console signed in to the other process.
// Prints figures; never fails on a number.
const USERS = Number(process.env.BENCH_USERS || 100_000);
const DEPARTS = 1_000;
const TREE = 2_000;
const ENV = { LOGIN_RATE_LIMIT: '1000000' };
const ADMIN = ['admin', 'SceneCast@2026'];
const LEAD = 'bench_lead';
const LEAD_PASSWORD = 'Bench@2026!';
const USER_PAGE = '1f000000000000000000000000user01';
const SYSTEM = '1f0000000000000000000000sysadm01';

/** 1,000 departments (10 at the top, 99 under each) and 100,000 users spread over them. */
async function seedOrganisation(db) {
  const [{ tenant_id: tenantId }] = (await db.query(`SELECT tenant_id FROM sys_user WHERE username = 'demo'`)).rows;
  await db.query(
    `INSERT INTO sys_depart (id, tenant_id, parent_id, depart_name, org_code, org_type, sort_no)
     SELECT 'benchdep' || lpad(d::text, 4, '0'), $1,
            CASE WHEN d <= 10 THEN NULL ELSE 'benchdep' || lpad((((d - 11) / 99) + 1)::text, 4, '0') END,
            '部门' || d, 'BENCH' || lpad(d::text, 4, '0'), CASE WHEN d <= 10 THEN '1' ELSE '2' END, d
     FROM generate_series(1, $2) AS d`,
    [tenantId, DEPARTS],
  );
  await db.query(
    `INSERT INTO sys_user (id, username, realname, tenant_id, org_code, create_time)
     SELECT 'benchuser' || lpad(i::text, 6, '0'), 'bench_u' || i, '用户' || i, $1,
            'BENCH' || lpad(((i % $3) + 1)::text, 4, '0'), now() - (i || ' seconds')::interval
     FROM generate_series(1, $2) AS i`,
    [tenantId, USERS, DEPARTS],
  );
  await db.query(
    `INSERT INTO sys_user_tenant (user_id, tenant_id)
     SELECT 'benchuser' || lpad(i::text, 6, '0'), $1 FROM generate_series(1, $2) AS i`,
    [tenantId, USERS],
  );
  await db.query(
    `INSERT INTO sys_user_depart (user_id, depart_id)
     SELECT 'benchuser' || lpad(i::text, 6, '0'), 'benchdep' || lpad(((i % $2) + 1)::text, 4, '0')
     FROM generate_series(1, $1) AS i`,
    [USERS, DEPARTS],
  );
  await db.query('ANALYZE');
}

/** 2,000 menu entries under one group, for a role's permission tree. */
async function seedTree(db) {
  await db.query(
    `INSERT INTO sys_permission (id, parent_id, name, url, component, menu_type, sort_no, is_leaf)
     VALUES ('benchperm0000', NULL, '压测菜单', '/bench', 'layouts/RouteView', 0, 99, false)`,
  );
  await db.query(
    `INSERT INTO sys_permission (id, parent_id, name, url, component, menu_type, sort_no)
     SELECT 'benchperm' || lpad(i::text, 4, '0'), 'benchperm0000', '压测页面' || i, '/bench/p' || i,
            'bench/Page', 1, i
     FROM generate_series(1, $1) AS i`,
    [TREE - 1],
  );
}

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'x-access-token': token, 'tenant-id': '0', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${path}: ${answer.message}`);
  return answer.result;
}

/**
 * The lead of department 42: a user of the demo tenant whose role holds the user page with a data
 * rule that keeps the users of the reader's own department.
 */
async function prepareLead(base) {
  const owner = await login(base);
  const role = await call(base, owner, 'POST', '/sys/role/add', { roleName: '部门主管', roleCode: 'bench_lead' });
  await call(base, owner, 'POST', '/sys/permission/saveRolePermission', {
    roleId: role.id,
    permissionIds: [SYSTEM, USER_PAGE].join(','),
  });
  await call(base, owner, 'POST', '/sys/user/add', {
    username: LEAD,
    password: LEAD_PASSWORD,
    confirmpassword: LEAD_PASSWORD,
    realname: '压测主管',
    selectedroles: role.id,
    selecteddeparts: 'benchdep0042',
  });
  await grantOwnDepartmentRule(base, role.id);
  return login(base, LEAD, LEAD_PASSWORD);
}

/** The administrator's rule on the user page (own department only), chosen for the role by the owner. */
async function grantOwnDepartmentRule(base, roleId) {
  const admin = await login(base, ...ADMIN);
  const rule = await call(base, admin, 'POST', '/sys/permission/addPermissionRule', {
    permissionId: USER_PAGE,
    ruleName: '本部门',
    ruleColumn: 'org_code',
    ruleConditions: '=',
    ruleValue: '#{sys_org_code}',
  });
  const owner = await login(base);
  await call(base, owner, 'POST', '/sys/role/datarule', { permissionId: USER_PAGE, roleId, dataRuleIds: [rule.id] });
}

async function measureUserList(label, server) {
  const lead = await prepareLead(server.base);
  const owner = await login(server.base);
  const cases = [
    ['with a data rule (own department)', lead],
    ['owner, no rule', owner],
  ];
  for (const [who, token] of cases) {
    // The first read of a page goes to the database; the load that follows reads it from the cache
    // that any change to users or rules empties.
    const started = performance.now();
    const seen = await call(server.base, token, 'GET', '/sys/user/list?pageNo=1&pageSize=10');
    const firstMs = performance.now() - started;
    if (token === lead && seen.total > USERS / DEPARTS + 1) {
      throw new Error(`the data rule did not narrow the list: ${seen.total} rows`);
    }
    console.log(`${label} user list, ${who}: first (uncached) read ${firstMs.toFixed(0)} ms, ${seen.total} rows`);
    const figures = await measureLoad({
      url: `${server.base}/api/sys/user/list?pageNo=1&pageSize=10`,
      headers: { 'x-access-token': token, 'tenant-id': '0' },
      seconds: 8,
    });
    console.log(
      `${label} user list, ${USERS} users in ${DEPARTS} departments, ${who}, 50 concurrent: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.requestsPerSecond} req/s, ${figures.failures} failures`,
    );
  }
}

/** Saves a role's tree, alternating all 2,000 entries and half of them (each save changes 1,000). */
async function measureTreeSave(label, server) {
  const admin = await login(server.base, ...ADMIN);
  const role = await call(server.base, admin, 'POST', '/sys/role/add', {
    roleName: '压测角色',
    roleCode: 'bench_tree',
  });
  const all = [
    'benchperm0000',
    ...Array.from({ length: TREE - 1 }, (_, i) => `benchperm${String(i + 1).padStart(4, '0')}`),
  ];
  const times = [];
  for (let run = 0; run < 11; run += 1) {
    const ids = run % 2 === 0 ? all : all.slice(0, TREE / 2);
    const started = performance.now();
    await call(server.base, admin, 'POST', '/sys/permission/saveRolePermission', {
      roleId: role.id,
      permissionIds: ids.join(','),
    });
    times.push(performance.now() - started);
  }
  const [first, ...rest] = times;
  rest.sort((a, b) => a - b);
  console.log(
    `${label} role permission save, ${TREE}-entry tree: first (all added) ${first.toFixed(0)} ms; then 1,000 changed each: median ${rest[rest.length >> 1].toFixed(0)} ms, max ${rest[rest.length - 1].toFixed(0)} ms`,
  );
}

/** A console's socket on `base` and the next menuChanged it hears. */
async function openConsole(base, username, password) {
  const response = await fetch(`${base}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { result } = await response.json();
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/websocket/${result.userInfo.id}`, [result.token]);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const nextMenuChange = () =>
    new Promise((resolve) => {
      const onMessage = (data) => {
        if (JSON.parse(String(data)).cmd !== 'menuChanged') return;
        socket.off('message', onMessage);
        resolve();
      };
      socket.on('message', onMessage);
    });
  return { token: result.token, socket, nextMenuChange };
}

/** Renames a menu through one process; times until the other process's console shows the name. */
async function measureMenuChange(servers) {
  const [writer, reader] = servers;
  const admin = await login(writer.base, ...ADMIN);
  const console_ = await openConsole(reader.base, 'demo', 'Demo@2026!');
  const entry = {
    id: USER_PAGE,
    parentId: SYSTEM,
    menuType: 1,
    url: '/system/user',
    component: 'system/UserListPage',
    componentName: 'UserList',
    icon: 'solution',
    sortNo: 0,
  };
  const times = [];
  try {
    for (let run = 0; run < 5; run += 1) {
      const name = `用户管理${run}`;
      const told = console_.nextMenuChange();
      const started = performance.now();
      await call(writer.base, admin, 'PUT', '/sys/permission/edit', { ...entry, name });
      await told;
      const menu = await call(reader.base, console_.token, 'GET', '/sys/permission/getUserPermissionByToken');
      if (!JSON.stringify(menu.menu).includes(name)) throw new Error('the other process answered the old menu');
      times.push(performance.now() - started);
    }
  } finally {
    console_.socket.close();
  }
  times.sort((a, b) => a - b);
  console.log(
    `PostgreSQL menu change seen by a console of another process (push, then its menu reload): median ${times[times.length >> 1].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`,
  );
}

async function benchEmbedded(port) {
  const dataDir = freshDataDir();
  try {
    let server = await startServer({ port, dataDir, env: ENV });
    await server.stop();
    const db = openDataDir(dataDir);
    await seedOrganisation(db);
    await seedTree(db);
    await db.close();
    server = await startServer({ port, dataDir, env: ENV });
    try {
      await measureUserList('PGlite', server);
      await measureTreeSave('PGlite', server);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(port) {
  const database = await createPostgresDatabase();
  if (!database) {
    console.log('sysadmin on PostgreSQL: skipped, no PostgreSQL answers at BENCH_POSTGRES_URL');
    return;
  }
  const dataDir = freshDataDir();
  const env = { ...ENV, DATABASE_URL: database.url };
  const servers = [];
  try {
    servers.push(await startServer({ port, dataDir, env }));
    servers.push(await startServer({ port: port + 1, dataDir, env }));
    const db = await openPostgres(database.url);
    await seedOrganisation(db);
    await seedTree(db);
    await db.close();
    await measureUserList('PostgreSQL', servers[0]);
    await measureTreeSave('PostgreSQL', servers[0]);
    await measureMenuChange(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchSysadmin(port) {
  await benchEmbedded(port);
  await benchPostgres(port + 1);
}

import pg from 'pg';

/** The same server and credentials, another database. */
export function withDatabase(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/** Runs one statement on the server `url` names, on a connection of its own. */
async function administer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/** A new database on the server, empty or a copy of `template` (which nobody may be connected to). */
export function createDatabase(url: string, name: string, template?: string): Promise<void> {
  if (!NAME.test(name) || (template && !NAME.test(template))) throw new Error(`bad database name ${name}`);
  return administer(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
}

export function dropDatabase(url: string, name: string): Promise<void> {
  if (!NAME.test(name)) throw new Error(`bad database name ${name}`);
  return administer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

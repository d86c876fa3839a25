// Scratch PostgreSQL databases for the sample's copies (tests, benchmarks): made afresh and
// dropped whole. Destructive by design: never pointed at the magazine's own database.
import pg from 'pg';

/** The database a URL names, checked to be a plain name (it goes into SQL unquoted). */
function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
}

/** Runs `work` on the same server as `url`, connected to its `postgres` database. */
async function onServerOf<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the database `url` names (connections and all) if it exists, and creates it empty. */
export function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  return onServerOf(url, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

/** Drops the database `url` names, connections and all. */
export function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  return onServerOf(url, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

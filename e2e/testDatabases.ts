// Fresh databases on the PostgreSQL server of the tests, for browser tests that start servers of their own.
import pg from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/** An empty database named after this process and `role`, and how to drop it. */
export async function freshDatabase(role: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `meshwork_e2e_${role}_${process.pid}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

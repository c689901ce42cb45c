import pg from 'pg';

const claimLock = "SELECT pg_try_advisory_lock(hashtext('meshwork: embedded database owner')) AS claimed";

/**
 * The server that runs an embedded PostgreSQL holds this session lock on it for as long as it lives.
 * PostgreSQL releases it when the connection ends, also when the server is killed, so a later start
 * can tell a PostgreSQL left behind from one a running server uses. Resolves to the connection
 * holding the lock, or undefined when another connection holds it.
 */
export async function claimOwnership(url: string): Promise<pg.Client | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: 'meshwork owner' });
  // PostgreSQL stopping under the connection must not crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ claimed: boolean }>(claimLock);
    if (rows[0]?.claimed) return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  await client.end();
  return undefined;
}

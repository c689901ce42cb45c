import pg from 'pg';
import { printableUrl, reasonOf, StartupError } from './startupError.js';

const timeoutMs = 10_000;

/** DATABASE_URL answers a query; else one sentence naming the (password-free) URL and why not. */
export async function probeDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const reason = /timeout/i.test((error as Error).message) ? `no answer within ${timeoutMs / 1000} s` : reasonOf(error);
    throw new StartupError(`Cannot reach the database at DATABASE_URL (${printableUrl(url)}): ${reason}.`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

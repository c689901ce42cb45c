import type pg from 'pg';

/**
 * Removes presence state set ahead of a subscribe that no subscribe claimed within an hour (such a
 * row is not a presence, so no timeout reports it); answers how many.
 */
export async function deleteUnclaimedPresenceStates(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `delete from realtime_presence where expires_at is null and state_set_at < now() - interval '1 hour'`,
  );
  return rowCount ?? 0;
}

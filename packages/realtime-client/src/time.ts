import { callService, type RealtimeConnection } from './connection.js';

/** The service's current timetoken (asked without `auth`). */
export async function time(connection: RealtimeConnection): Promise<{ timetoken: string }> {
  const [timetoken] = await callService<[string | number]>(connection, { path: '/time/0', withAuth: false });
  return { timetoken: String(timetoken) };
}

import { z } from 'zod';

export const deviceTypes = ['desktop', 'mobile', 'tablet', 'tv', 'unknown'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** One of the member's sessions, as `GET /sessions` lists them. */
export const memberSessionSchema = z.object({
  /** Ends this session with `DELETE /sessions/{id}`. */
  id: z.string(),
  /** Browser and major version from the User-Agent, e.g. "Chrome 126"; null when it names none. */
  browser: z.string().nullable(),
  /** Operating system, e.g. "Android 14" or "macOS"; null when unknown. */
  os: z.string().nullable(),
  /** The kind of device, for its icon. */
  device_type: z.enum(deviceTypes),
  /** Maker and model when the User-Agent names them, e.g. "Samsung Galaxy S24". */
  device: z.string().nullable(),
  /** The client's address at login. */
  address: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
  /** Logged in with the password and still waiting for the two-factor code. */
  two_factor_pending: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const sessionParamsSchema = z.object({ id: z.string().uuid({ error: 'id must be a session id' }) });

/** Answered by "log out everywhere else": how many sessions ended. */
export const otherSessionsEndedSchema = z.object({ ended: z.number().int() });

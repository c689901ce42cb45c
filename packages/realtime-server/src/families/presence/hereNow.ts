import type { PresenceRow } from '../../presence/presenceStore.js';

export interface HereNowOptions {
  withUuids: boolean;
  withState: boolean;
  /** The page of each channel's occupants listed (newer clients send `limit` and `offset`); occupancy counts them all. */
  limit: number;
  offset: number;
}

function occupantsOf(rows: PresenceRow[], options: HereNowOptions) {
  return rows
    .slice(options.offset, options.offset + options.limit)
    .map((row) =>
      options.withState ? { uuid: row.uuid, ...(row.state !== null ? { state: JSON.parse(row.state) as unknown } : {}) } : row.uuid,
    );
}

/** The here-now answer (protocol §5.4): the single-channel shape, or the multi-channel one under `payload`. */
export function hereNowBody(rows: PresenceRow[], channels: string[] | null, singleChannel: boolean, options: HereNowOptions) {
  const base = { status: 200, message: 'OK', service: 'Presence' };
  if (singleChannel) {
    return { ...base, occupancy: rows.length, ...(options.withUuids ? { uuids: occupantsOf(rows, options) } : {}) };
  }
  const byChannel = new Map<string, PresenceRow[]>();
  for (const row of rows) byChannel.set(row.channel, [...(byChannel.get(row.channel) ?? []), row]);
  const listed = channels ?? [...byChannel.keys()];
  const entries = listed
    .filter((channel) => byChannel.has(channel))
    .map((channel) => {
      const present = byChannel.get(channel)!;
      return [channel, { occupancy: present.length, ...(options.withUuids ? { uuids: occupantsOf(present, options) } : {}) }] as const;
    });
  return {
    ...base,
    payload: {
      total_channels: entries.length,
      total_occupancy: entries.reduce((sum, [, entry]) => sum + entry.occupancy, 0),
      channels: Object.fromEntries(entries),
    },
  };
}

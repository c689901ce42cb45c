import type pg from 'pg';

export interface PresenceWrite {
  channel: string;
  uuid: string;
  /** JSON text, or null to keep the stored state. */
  state: string | null;
  /** The presence timeout the client declared, or null to keep the one it declared last (on any node). */
  timeoutSeconds: number | null;
}

/** A join, leave or timeout waiting for its channel's interval event. */
export interface IntervalChange {
  channel: string;
  uuid: string;
  action: 'join' | 'leave' | 'timeout';
}

export interface PresenceRow {
  channel: string;
  uuid: string;
  state: string | null;
}

/** A row as a write left it: whether it just joined, its timeout in force and its expiry. */
export type MarkedPresence = PresenceRow & { joined: boolean; timeoutSeconds: number; expiresAt: Date };

/** The shared presence table (see schema/presence.ts), in plain SQL: these are batch statements. */
export class PresenceStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly defaultTimeoutSeconds: number,
  ) {}

  /**
   * Marks uuids present for their timeout from now: the one written, else the one stored for that
   * uuid and channel, else the default. Answers which of them just joined, and the timeout and
   * expiry each row now has.
   */
  async markPresent(writes: PresenceWrite[]): Promise<MarkedPresence[]> {
    const { rows } = await this.pool.query<MarkedPresence>(
      `with input as (select * from unnest($1::text[], $2::text[], $3::text[], $4::int[]) as i(channel, uuid, state, timeout_seconds)),
       present as (select p.channel, p.uuid from realtime_presence p join input using (channel, uuid) where p.expires_at > now()),
       written as (
         insert into realtime_presence as p (channel, uuid, state, timeout_seconds, expires_at)
           select channel, uuid, state, timeout_seconds, now() + make_interval(secs => coalesce(timeout_seconds, $5)) from input
         on conflict (channel, uuid) do update set
           timeout_seconds = coalesce(excluded.timeout_seconds, p.timeout_seconds),
           expires_at = greatest(now() + make_interval(secs => coalesce(excluded.timeout_seconds, p.timeout_seconds, $5)), p.expires_at),
           state = coalesce(excluded.state, p.state),
           state_set_at = case when excluded.state is null then p.state_set_at else now() end
         returning channel, uuid, state, coalesce(timeout_seconds, $5) as "timeoutSeconds", expires_at as "expiresAt")
       select w.*, present.channel is null as joined from written w left join present using (channel, uuid)`,
      [
        writes.map((write) => write.channel),
        writes.map((write) => write.uuid),
        writes.map((write) => write.state),
        writes.map((write) => write.timeoutSeconds),
        this.defaultTimeoutSeconds,
      ],
    );
    return rows;
  }

  async setState(uuid: string, channels: string[], state: string): Promise<void> {
    await this.pool.query(
      `insert into realtime_presence (channel, uuid, state) select channel, $1, $3 from unnest($2::text[]) as channel
       on conflict (channel, uuid) do update set state = excluded.state, state_set_at = now()`,
      [uuid, channels, state],
    );
  }

  async leave(uuid: string, channels: string[]): Promise<string[]> {
    const { rows } = await this.pool.query<{ channel: string }>(
      `delete from realtime_presence where uuid = $1 and channel = any($2) and expires_at > now() returning channel`,
      [uuid, channels],
    );
    return rows.map((row) => row.channel);
  }

  /** Removes every presence whose time ran out; each row is reported by exactly one node. */
  async expire(): Promise<Array<{ channel: string; uuid: string }>> {
    const { rows } = await this.pool.query<{ channel: string; uuid: string }>(
      `delete from realtime_presence where expires_at <= now() returning channel, uuid`,
    );
    return rows;
  }

  async occupancy(channels: string[]): Promise<Map<string, number>> {
    const { rows } = await this.pool.query<{ channel: string; count: number }>(
      `select channel, count(*)::int as count from realtime_presence where channel = any($1) and expires_at > now() group by channel`,
      [channels],
    );
    return new Map(rows.map((row) => [row.channel, row.count]));
  }

  /** Who is present on these channels (every channel when null). */
  async present(channels: string[] | null): Promise<PresenceRow[]> {
    const { rows } = await this.pool.query<PresenceRow>(
      `select channel, uuid, state from realtime_presence where expires_at > now() and ($1::text[] is null or channel = any($1)) order by channel, uuid`,
      [channels],
    );
    return rows;
  }

  async channelsOf(uuid: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ channel: string }>(
      `select channel from realtime_presence where uuid = $1 and expires_at > now() order by channel`,
      [uuid],
    );
    return rows.map((row) => row.channel);
  }

  async statesOf(uuid: string, channels: string[]): Promise<Map<string, string | null>> {
    const { rows } = await this.pool.query<PresenceRow>(
      `select channel, uuid, state from realtime_presence where uuid = $1 and channel = any($2)`,
      [uuid, channels],
    );
    return new Map(rows.map((row) => [row.channel, row.state]));
  }

  /** Keeps joins, leaves and timeouts of crowded channels for their next interval event. */
  async queueIntervalChanges(changes: IntervalChange[]): Promise<void> {
    await this.pool.query(
      `insert into realtime_presence_changes (channel, uuid, action) select * from unnest($1::text[], $2::text[], $3::text[])`,
      [changes.map((change) => change.channel), changes.map((change) => change.uuid), changes.map((change) => change.action)],
    );
  }

  /**
   * Takes the waiting changes of every channel whose oldest one waited `intervalSeconds`, in the
   * order they happened; the delete decides which node announces them.
   */
  async takeDueIntervalChanges(intervalSeconds: number): Promise<IntervalChange[]> {
    const { rows } = await this.pool.query<IntervalChange & { id: string }>(
      `delete from realtime_presence_changes where channel in (
         select channel from realtime_presence_changes group by channel having min(changed_at) <= now() - make_interval(secs => $1))
       returning id, channel, uuid, action`,
      [intervalSeconds],
    );
    return rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1)).map(({ channel, uuid, action }) => ({ channel, uuid, action }));
  }

  async refresh(leases: Array<{ channel: string; uuid: string; expiresAt: Date }>): Promise<void> {
    await this.pool.query(
      `update realtime_presence p set expires_at = greatest(p.expires_at, i.expires_at)
       from unnest($1::text[], $2::text[], $3::timestamptz[]) as i(channel, uuid, expires_at) where p.channel = i.channel and p.uuid = i.uuid`,
      [leases.map((lease) => lease.channel), leases.map((lease) => lease.uuid), leases.map((lease) => lease.expiresAt)],
    );
  }
}

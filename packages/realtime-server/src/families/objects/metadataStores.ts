import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  realtimeChannelMetadata as channels,
  realtimeUuidMetadata as uuids,
  type ChannelMetadataRow,
  type CustomFields,
  type UuidMetadataRow,
} from '../../schema/objects.js';
import { eTagOf, preconditionHolds } from './eTag.js';
import type { ListPage, ListQuery } from './listQuery.js';
import type { MetadataChanges } from './objectBodies.js';
import { objectsError } from './objectsError.js';

export const uuidTextFields = ['name', 'externalId', 'profileUrl', 'email', 'status', 'type'] as const;
export const channelTextFields = ['name', 'description', 'status', 'type'] as const;

type Metadata<F extends string> = { id: string; custom: CustomFields | null } & Record<F, string | null>;

/** The row after a set: the given fields replace, the others stay; a new eTag for the new content. */
function nextMetadata<F extends string>(id: string, current: Metadata<F> | undefined, changes: MetadataChanges<F>, fields: readonly F[]) {
  const content = { id } as Metadata<F>;
  for (const field of fields)
    (content as Record<string, string | null>)[field] =
      changes.text[field] !== undefined ? changes.text[field]! : (current?.[field] ?? null);
  content.custom = changes.custom !== undefined ? changes.custom : (current?.custom ?? null);
  return { ...content, updated: new Date(), eTag: eTagOf(content) };
}

function assertPrecondition(ifMatch: string | undefined, current: { eTag: string } | undefined): void {
  if (!preconditionHolds(ifMatch, current)) throw objectsError(412, 'Precondition Failed', 'If-Match', 'header');
}

/** One page of a table's rows, filtered, sorted and cut by the database; counted when the query asks. */
async function pageOf<Row>(
  db: NodePgDatabase,
  table: PgTable,
  filter: SQL | undefined,
  orderBy: SQL[],
  query: ListQuery,
): Promise<ListPage<Row>> {
  const rows = (await db
    .select()
    .from(table)
    .where(filter)
    .orderBy(...orderBy)
    .limit(query.limit + 1)
    .offset(query.offset)) as Row[];
  const total = query.count ? (await db.select({ total: count() }).from(table).where(filter))[0]!.total : undefined;
  return { rows: rows.slice(0, query.limit), more: rows.length > query.limit, total };
}

/** Uuid metadata rows. */
export class UuidMetadataStore {
  constructor(private readonly db: NodePgDatabase) {}

  async get(id: string): Promise<UuidMetadataRow | undefined> {
    const [row] = await this.db.select().from(uuids).where(eq(uuids.id, id));
    return row;
  }

  /** One page among the uuids in `visible` (all when null), paged by the database. */
  page(visible: string[] | null, where: SQL | undefined, orderBy: SQL[], query: ListQuery): Promise<ListPage<UuidMetadataRow>> {
    return pageOf(this.db, uuids, and(visible === null ? undefined : inArray(uuids.id, visible), where), orderBy, query);
  }

  async set(id: string, changes: MetadataChanges<(typeof uuidTextFields)[number]>, ifMatch?: string): Promise<UuidMetadataRow> {
    const current = await this.get(id);
    assertPrecondition(ifMatch, current);
    const row = nextMetadata(id, current, changes, uuidTextFields);
    const [saved] = await this.db.insert(uuids).values(row).onConflictDoUpdate({ target: uuids.id, set: row }).returning();
    return saved!;
  }

  /** Removes the metadata; false when there was none. */
  async remove(id: string, ifMatch?: string): Promise<boolean> {
    assertPrecondition(ifMatch, ifMatch === undefined ? undefined : await this.get(id));
    return (await this.db.delete(uuids).where(eq(uuids.id, id)).returning({ id: uuids.id })).length > 0;
  }
}

/** Channel metadata rows. */
export class ChannelMetadataStore {
  constructor(private readonly db: NodePgDatabase) {}

  async get(id: string): Promise<ChannelMetadataRow | undefined> {
    const [row] = await this.db.select().from(channels).where(eq(channels.id, id));
    return row;
  }

  /** One page among the channels `readable` admits (all when undefined), paged by the database. */
  page(readable: SQL | undefined, where: SQL | undefined, orderBy: SQL[], query: ListQuery): Promise<ListPage<ChannelMetadataRow>> {
    return pageOf(this.db, channels, and(readable, where), orderBy, query);
  }

  async set(id: string, changes: MetadataChanges<(typeof channelTextFields)[number]>, ifMatch?: string): Promise<ChannelMetadataRow> {
    const current = await this.get(id);
    assertPrecondition(ifMatch, current);
    const row = nextMetadata(id, current, changes, channelTextFields);
    const [saved] = await this.db.insert(channels).values(row).onConflictDoUpdate({ target: channels.id, set: row }).returning();
    return saved!;
  }

  async remove(id: string, ifMatch?: string): Promise<boolean> {
    assertPrecondition(ifMatch, ifMatch === undefined ? undefined : await this.get(id));
    return (await this.db.delete(channels).where(eq(channels.id, id)).returning({ id: channels.id })).length > 0;
  }
}

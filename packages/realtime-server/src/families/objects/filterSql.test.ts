import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { objectsFilterGrammar, parseFilter } from '../../filter/filterExpression.js';
import { FilterMeaningError, filterSql, type ListFields } from './filterSql.js';
import { listFields } from './listFields.js';

const dialect = new PgDialect();
const toQuery = (filter: string, fields: ListFields = listFields.uuids) =>
  dialect.sqlToQuery(filterSql(parseFilter(filter, objectsFilterGrammar), fields));

describe('filterSql', () => {
  it('compares text columns as text and matches like with * as any text', () => {
    const query = toQuery("name like 'Ad_*%'");
    expect(query.sql).toContain('"realtime_uuid_metadata"."name" ilike $1::text');
    expect(query.params).toEqual(['Ad\\_%\\%']);
  });

  it('compares custom values by their JSON type', () => {
    expect(toQuery('custom.age > 30').sql).toContain(
      'case when jsonb_typeof(("realtime_uuid_metadata"."custom" -> $1::text)) = \'number\'',
    );
    expect(toQuery('custom.vip == true').params).toEqual(['vip', true]);
    expect(toQuery("custom.kind == 'direct'").sql).toContain("= 'string'");
  });

  it('compares updated as a time and combines with and, or, not', () => {
    const query = toQuery("!(updated >= '2024-01-01' && id == 'a') || email == null");
    expect(query.sql).toMatch(/^\(not \(\(coalesce/);
    expect(query.sql).toContain('>= $1::timestamptz');
    expect(query.sql).toContain(' or ');
    expect(query.sql).toContain('"email" is null');
  });

  it('knows the fields of membership lists', () => {
    expect(toQuery("channel.name like 'chat*' && custom.role == 'owner'", listFields.memberships).sql).toContain(
      '"realtime_channel_metadata"."name"',
    );
    expect(toQuery("uuid.id == 'u1'", listFields.members).sql).toContain('"realtime_memberships"."uuid_id"');
  });

  it.each([
    ["nickname == 'x'", 'not a field'],
    ['name == 5', 'quoted text'],
    ["updated like '2024*'", 'like'],
    ["updated > 'yesterday'", 'not a date'],
    ['custom.flag > true', 'true or false'],
    ['custom.n like 5', 'like needs quoted text'],
    ['name < null', 'compared to null'],
    ["custom.a.b == 'x'", 'not a field'],
  ])('refuses %j', (filter, message) => {
    expect(() => toQuery(filter)).toThrow(FilterMeaningError);
    expect(() => toQuery(filter)).toThrow(message);
  });
});

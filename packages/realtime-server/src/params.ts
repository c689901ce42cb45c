import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';
import { limits } from './limits.js';
import { memberJson } from './memberInput.js';
import { parseTimetoken, type Timetoken } from './timetoken.js';

/**
 * Reading the protocol's parameters. Fastify decodes each path segment once; lists are then split
 * on `,` with empty items dropped (protocol §1.3). Every malformed value is a 400 with the
 * classic body of the family's `service`.
 */
export type Query = Record<string, string | string[] | undefined>;

export function queryOf(request: FastifyRequest): Query {
  return (request.query ?? {}) as Query;
}

/** A query value; a repeated key counts by its first value. */
export function stringParam(query: Query, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}

function splitList(raw: string | undefined): string[] {
  return raw ? [...new Set(raw.split(',').filter((item) => item !== ''))] : [];
}

// Control characters would break the raw path segments other calls send (protocol §1.3).
const hasControlCharacter = (text: string) =>
  [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

export function assertName(name: string, maxLength: number, what: string, service: string): void {
  if (name.length === 0 || name.length > maxLength || hasControlCharacter(name)) throw badRequest(`Invalid ${what}`, service);
}

/** The channels of a path segment such as `a%2Cb`, validated and capped. */
export function channelListParam(raw: string | undefined, service: string): string[] {
  const channels = splitList(raw);
  if (channels.length > limits.channelsPerRequestMax) throw badRequest('Too many channels', service);
  for (const channel of channels) assertName(channel, limits.channelNameMaxLength, 'Channel', service);
  return channels;
}

export function groupListParam(raw: string | undefined, service: string): string[] {
  const groups = splitList(raw);
  if (groups.length > limits.channelsPerRequestMax) throw badRequest('Too many channel groups', service);
  for (const group of groups) assertGroupName(group.endsWith('-pnpres') ? group.slice(0, -'-pnpres'.length) : group, service);
  return groups;
}

// Letters, digits, `_` and `-`, optionally `namespace:group` (protocol §12).
const groupNamePattern = /^[\w-]+(:[\w-]+)?$/;

export function assertGroupName(group: string, service: string): void {
  if (group.length > limits.groupNameMaxLength || !groupNamePattern.test(group)) throw badRequest('Invalid Channel Group', service);
}

/** JSON text of a path or query parameter, held to the shape of every member-sent JSON (`memberJson`). */
export function jsonParam(text: string, what: string, service: string): unknown {
  return memberJson(text, (reason) => badRequest(reason ? `Invalid ${what}: ${reason}` : `Invalid ${what}`, service));
}

/** A JSON object parameter (`meta`, `state`), or undefined when absent. */
export function jsonObjectParam(query: Query, name: string, maxBytes: number, service: string): Record<string, unknown> | undefined {
  const raw = stringParam(query, name);
  if (raw === undefined || raw === '') return undefined;
  if (Buffer.byteLength(raw) > maxBytes) throw badRequest(`Invalid ${name}: too large`, service);
  const value = jsonParam(raw, name, service);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`Invalid ${name}: not an object`, service);
  return value as Record<string, unknown>;
}

export function intParam(query: Query, name: string, bounds: { min: number; max: number }, service: string): number | undefined {
  const raw = stringParam(query, name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^-?\d{1,10}$/.test(raw)) throw badRequest(`Invalid ${name}`, service);
  const value = Number(raw);
  if (value < bounds.min || value > bounds.max) throw badRequest(`Invalid ${name}`, service);
  return value;
}

export function timetokenValue(raw: string, what: string, service: string): Timetoken {
  const timetoken = parseTimetoken(raw);
  if (timetoken === null) throw badRequest(`Invalid ${what}`, service);
  return timetoken;
}

export function timetokenParam(query: Query, name: string, service: string): Timetoken | undefined {
  const raw = stringParam(query, name);
  return raw === undefined || raw === '' ? undefined : timetokenValue(raw, name, service);
}

/**
 * The presence timeout a request declares (`heartbeat`, seconds, held within the service's bounds),
 * or undefined when it declares none: its client keeps the timeout it declared last.
 */
export function presenceTimeoutParam(query: Query, service: string): number | undefined {
  const heartbeat = intParam(query, 'heartbeat', { min: 0, max: 1_000_000 }, service);
  return heartbeat === undefined ? undefined : Math.min(Math.max(heartbeat, limits.presenceTimeoutMin), limits.presenceTimeoutMax);
}

// 3–50 case-sensitive letters and digits, `-` and `_` (the protocol's custom message type).
const customMessageTypePattern = /^[A-Za-z0-9_-]{3,50}$/;

/** The `custom_message_type` of a publish, signal or file publish, or undefined when absent; `refuse` builds the 400. */
export function customMessageTypeParam(query: Query, refuse: () => Error): string | undefined {
  const raw = stringParam(query, 'custom_message_type');
  if (raw === undefined || raw === '') return undefined;
  if (!customMessageTypePattern.test(raw)) throw refuse();
  return raw;
}

export function booleanParam(query: Query, name: string): boolean | undefined {
  const raw = stringParam(query, name);
  if (raw === undefined) return undefined;
  return raw === 'true' || raw === '1';
}

import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { parseTimetoken } from '../../timetoken.js';
import { urlKeyedCache, urlKeyedCacheBudget } from './urlKeyedCache.js';

/** What a re-poll is answered with without Fastify: the plan of its loop, and the headers Fastify's hooks set on it. */
export interface RepollShortcut {
  planKey: string;
  headers: OutgoingHttpHeaders;
}

const subscribePath = '/v2/subscribe/';
// Every `tt` Fastify would read, with or without a value.
const cursorParam = /[?&]tt(?==|&|$)/g;
// A parameter whose name holds anything but letters, digits, `_` and `-`.
const escapedName = /[?&][^=&]*[^\w=&-]/;
// As long as a plan lives: past it, the loop's next request goes through Fastify and is authorised anew.
const shortcutTtlMs = 10_000;
const maxShortcuts = 50_000;

/**
 * A client's long-poll loop sends the same request again and again, its cursor (`tt`) aside. Once
 * Fastify has routed, checked and planned one, the next ones (same URL but `tt`, same `Origin`, the
 * only request header the protocol's hooks read) get the same routing, hooks and plan: they can be
 * answered before Fastify builds its request and reply. Anything else, or anything unusual about
 * the request (a method other than GET, a body, a parameter name with an escape, a `tt` that is not plain digits or comes twice), goes
 * through Fastify.
 */
export class RepollShortcuts {
  private readonly shortcuts;

  constructor(budget = urlKeyedCacheBudget) {
    this.shortcuts = urlKeyedCache<RepollShortcut>({ ttlMs: shortcutTtlMs, maxEntries: maxShortcuts, budget });
  }

  /** Keeps the shortcut of a request Fastify served: its later polls may take it. */
  remember(request: IncomingMessage, shortcut: RepollShortcut): void {
    const known = repollOf(request);
    if (known) this.shortcuts.set(known.key, shortcut);
  }

  /** The shortcut of a re-poll and its cursor, if an earlier request alike left one. */
  find(request: IncomingMessage): { shortcut: RepollShortcut; cursor: bigint } | undefined {
    const repoll = repollOf(request);
    const shortcut = repoll && this.shortcuts.get(repoll.key);
    return shortcut ? { shortcut, cursor: repoll.cursor } : undefined;
  }
}

/** A subscribe GET without a body: its URL with `tt` taken out (and its `Origin`) as key, and its cursor. */
function repollOf(request: IncomingMessage): { key: string; cursor: bigint } | undefined {
  const { method, url, headers } = request;
  if (method !== 'GET' || !url?.startsWith(subscribePath)) return undefined;
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return undefined;
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return undefined;
  const query = url.slice(queryStart);
  // A name Fastify would decode (`t%74`) could be a second `tt` that only Fastify sees.
  if (escapedName.test(query) || query.match(cursorParam)?.length !== 1) return undefined;
  const found = /[?&]tt=(\d+)(&|$)/.exec(query);
  const cursor = found && parseTimetoken(found[1]!);
  if (!found || cursor === null) return undefined;
  // The `tt` parameter and one of its separators go: `?tt=1&a=2` → `?a=2`, `?a=2&tt=1` → `?a=2`.
  const at = queryStart + found.index;
  const rest = found[2] ? url.slice(0, at + 1) + url.slice(at + found[0].length) : url.slice(0, at);
  return { key: `${headers.origin ?? ''}\u0000${rest}`, cursor };
}

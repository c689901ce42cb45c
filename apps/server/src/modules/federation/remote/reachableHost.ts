import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AddressPolicy } from './addressPolicy.js';

/**
 * Whether every address the URL's host has now (an IP literal, or each DNS answer) is one the
 * policy allows. For URLs another library will connect to later (Fedify's delivery to an
 * inbox), which we cannot check at connection time: a host may still resolve elsewhere by then
 * (docs/federation.md, Delivery).
 */
export async function hostAllowed(url: URL, policy: AddressPolicy): Promise<boolean> {
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(literal)) return policy(literal);
  try {
    const addresses = await lookup(url.hostname, { all: true });
    return addresses.length > 0 && addresses.every(({ address }) => policy(address));
  } catch {
    return false;
  }
}

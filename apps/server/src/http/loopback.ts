import { BlockList, isIPv6 } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether a socket's remote address is this machine's loopback interface: 127.0.0.0/8 or ::1, also
 * as an IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`, as a dual-stack listener reports it).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return loopback.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

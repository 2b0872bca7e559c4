import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** How many leading groups of an IPv6 address one client holds: a /64, the block a provider gives one line. */
const CLIENT_IPV6_GROUPS = 4;

/** The eight groups of an IPv6 address, `::` expanded; null when it is not one written that way. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const [head = '', tail] = halves;
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const missing = 8 - before.length - after.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...before, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...after].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * What the per-address limits count a client's requests under: its IPv4
 * address (an IPv4-mapped IPv6 one included), or the /64 its IPv6 address
 * lies in. A single line or host holds a whole /64, so counting each of its
 * 2^64 addresses apart would let one client pass any per-address limit by
 * changing address.
 */
export function clientAddressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address.split('%')[0] ?? address);
  return groups ? `${groups.slice(0, CLIENT_IPV6_GROUPS).join(':')}::/64` : address;
}

/** The request's client under the per-address limits (see clientAddressKey). */
export const clientOf = (request: FastifyRequest): string => clientAddressKey(request.ip);

import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { EnvConfig } from '../config.js';

type Trust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a trust function, the one Fastify is given: every hop
 * (true), a hop count counted from the socket, or addresses, CIDR ranges and
 * proxy-addr's named ranges (loopback, linklocal, uniquelocal).
 */
export function trustFunction(setting: Exclude<EnvConfig['trustProxy'], false>): Trust {
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting.split(',').map((entry) => entry.trim()));
}

/**
 * The client address of a raw request exactly as Fastify's `request.ip`
 * gives it: the websocket upgrade never becomes a Fastify request, and counts
 * connections per client by this.
 */
export function clientAddressResolver(setting: EnvConfig['trustProxy']): (request: IncomingMessage) => string {
  if (setting === false) return (request) => request.socket.remoteAddress ?? '';
  const trust = trustFunction(setting);
  return (request) => proxyAddr(request, trust);
}

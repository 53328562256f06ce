/**
 * The client's address behind reverse proxies. `TRUST_PROXY` names the proxies: a number of hops
 * (the nearest N addresses of the chain are our proxies) or their networks; never the whole
 * X-Forwarded-For chain, whose left part the client writes itself. HTTP requests (Fastify's
 * `request.ip`) and realtime connections use the same rule.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** None, the nearest `hops` proxies, or the proxies on these addresses and networks (CIDR). */
export type ProxyTrust = false | number | readonly string[];

/** Whether the address `hop` steps from us (0: the connection's peer) is one of our proxies. */
export type TrustFunction = (address: string, hop: number) => boolean;

const NAMED_NETWORKS: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The entries of a TRUST_PROXY list that are neither addresses, networks nor known names. */
export function invalidNetworks(entries: readonly string[]): string[] {
  return entries.filter((entry) => {
    if (NAMED_NETWORKS[entry]) return false;
    const [address = '', bits, extra] = entry.split('/');
    if (extra !== undefined || isIP(address) === 0) return true;
    if (bits === undefined) return false;
    const max = isIP(address) === 6 ? 128 : 32;
    return !/^\d+$/.test(bits) || Number(bits) > max;
  });
}

export function trustFunction(trust: ProxyTrust): TrustFunction {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const networks = new BlockList();
  for (const entry of trust.flatMap((name) => NAMED_NETWORKS[name] ?? [name])) {
    const [address = '', bits] = entry.split('/');
    if (bits === undefined) networks.addAddress(address, family(address));
    else networks.addSubnet(address, Number(bits), family(address));
  }
  return (address) => {
    const plain = unmapped(address);
    return isIP(plain) !== 0 && networks.check(plain, family(plain));
  };
}

/** The first address of the chain (peer, then X-Forwarded-For from the right) that is not our proxy. */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .reverse();
  const chain = [request.socket.remoteAddress ?? '', ...forwarded];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop] ?? '', hop)) hop += 1;
  return unmapped(chain[hop] ?? '');
}

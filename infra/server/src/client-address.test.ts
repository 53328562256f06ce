import type { IncomingMessage } from 'node:http';
import { clientAddress, trustFunction } from './client-address';

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  test('without trust the peer is the client, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9', '1.1.1.1'), trustFunction(false))).toBe('203.0.113.9');
  });

  test('one trusted hop: the entry our proxy appended, not the ones the client wrote', () => {
    const trust = trustFunction(1);
    expect(clientAddress(request('10.0.0.2', 'forged-1, forged-2, 198.51.100.7'), trust)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(request('10.0.0.2'), trust)).toBe('10.0.0.2');
  });

  test('trusted networks: proxies on them are skipped, the first other address is the client', () => {
    const trust = trustFunction(['10.0.0.0/8', 'loopback']);
    expect(clientAddress(request('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3'), trust)).toBe(
      '198.51.100.7',
    );
    // A client connecting directly cannot pass itself off as anyone.
    expect(clientAddress(request('198.51.100.7', '10.1.2.3'), trust)).toBe('198.51.100.7');
  });
});

/** Fills a byte array with random values; injected so tests are deterministic. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A random RFC 4122 version 4 UUID, for idempotency keys and search ids. Built on getRandomValues
 * because crypto.randomUUID exists only in secure contexts (not on a plain-http LAN address).
 */
export function createId(random: RandomBytes = cryptoBytes): string {
  const b = random(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

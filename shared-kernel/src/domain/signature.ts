import { normalizePhone } from './phone';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** 32-bit FNV-1a over the UTF-8 bytes, as 8 hex digits: small, pure, the same in Node and browsers. */
export function fnv1a(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Identifies a saved contact. Case, repeated spaces and phone formatting are ignored so that the
 * same person typed twice is saved once.
 */
export function contactSignature(name: string, phone: string): string {
  const normalName = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return fnv1a(`${normalName}\n${normalizePhone(phone)}`);
}

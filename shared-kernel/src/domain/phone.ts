/** Longest number shown for foreign phones. */
export const PHONE_DISPLAY_MAX_DIGITS = 16;

const RUSSIAN_PHONE = /^7\d{10}$/;

/** Digits only; a leading 8 becomes 7 and a leading 9 (number typed without the country code) gets 7. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (digits.startsWith('9')) return `7${digits}`;
  return digits;
}

export function isValidPhone(input: string): boolean {
  return RUSSIAN_PHONE.test(normalizePhone(input));
}

/**
 * Display form: +7 (XXX) XXX-XX-XX, or 8 (XXX) XXX-XX-XX when the number was typed with 8;
 * anything else as + and at most 16 digits. Partial numbers are formatted as far as they go,
 * so the same function serves masked input.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  const first = digits[0];
  if (first !== '7' && first !== '8') return `+${digits.slice(0, PHONE_DISPLAY_MAX_DIGITS)}`;
  const rest = digits.slice(1, 11);
  const parts = [rest.slice(0, 3), rest.slice(3, 6), rest.slice(6, 8), rest.slice(8, 10)];
  const separators = [' (', ') ', '-', '-'];
  let out = first === '7' ? '+7' : '8';
  parts.forEach((part, i) => {
    if (part) out += separators[i] + part;
  });
  return out;
}

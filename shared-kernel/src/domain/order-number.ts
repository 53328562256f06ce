/** One uppercase Latin letter, a dash, 8 digits: 'A-12345678'. */
export const ORDER_NUMBER_PATTERN = /^[A-Z]-\d{8}$/;

export function isOrderNumber(input: string): boolean {
  return ORDER_NUMBER_PATTERN.test(input);
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `random` returns numbers in [0, 1), like Math.random; injected so tests and the server choose the source. */
export function generateOrderNumber(random: () => number = Math.random): string {
  const pick = (count: number) => Math.min(count - 1, Math.floor(random() * count));
  let digits = '';
  for (let i = 0; i < 8; i += 1) digits += String(pick(10));
  return `${LETTERS[pick(LETTERS.length)]}-${digits}`;
}

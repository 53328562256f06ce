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

/** Cyrillic capitals that look like Latin ones: a number typed on a Russian layout still finds its order. */
const LOOKALIKES: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
};

/**
 * An order number as it is being typed: upper case, Cyrillic look-alikes made Latin, spaces
 * dropped, and the dash put in after the letter, so 'a12345678' reads 'A-12345678'. Anything else
 * is kept for the validation to point at.
 */
export function normalizeOrderNumberInput(raw: string): string {
  const text = Array.from(raw.replace(/\s/g, '').toUpperCase(), (ch) => LOOKALIKES[ch] ?? ch).join('');
  const withDash = /^[A-Z]\d/.test(text) ? `${text[0]}-${text.slice(1)}` : text;
  return withDash.slice(0, 12);
}

/** Spec 5's rule while typing: 'partial' is a correct beginning, 'invalid' cannot become a number. */
export type OrderNumberInputState = 'empty' | 'partial' | 'complete' | 'invalid';

export function orderNumberInputState(input: string): OrderNumberInputState {
  if (input === '') return 'empty';
  if (isOrderNumber(input)) return 'complete';
  return /^[A-Z](-\d{0,7})?$/.test(input) ? 'partial' : 'invalid';
}

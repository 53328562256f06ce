import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    ['a plain address', 'user@example.com', true],
    ['dots in the local part', 'ivan.petrov@mail.ru', true],
    ['a sub-domain with a hyphen', 'info@my-company.spb.ru', true],
    ['surrounding spaces are ignored', '  user@example.com ', true],
    ['no top-level domain', 'user@example', false],
    ['a numeric top-level domain', 'user@example.c0m', false],
    ['no local part', '@example.com', false],
    ['a space inside', 'us er@example.com', false],
    ['two dots in a row', 'user@example..com', false],
    ['two at signs', 'user@@example.com', false],
  ])('%s -> %s', (_name, input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});

import { contactSignature, fnv1a } from './signature';

describe('fnv1a', () => {
  it.each([
    ['', '811c9dc5'],
    ['a', 'e40c292c'],
    ['foobar', 'bf9cf968'],
  ])('matches the reference value for %j', (input, hex) => {
    expect(fnv1a(input)).toBe(hex);
  });

  it('hashes Cyrillic text by its UTF-8 bytes', () => {
    expect(fnv1a('Иван')).not.toBe(fnv1a('Ivan'));
    expect(fnv1a('Иван')).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('contactSignature', () => {
  it('is stable for the same name and phone', () => {
    expect(contactSignature('Иван Петров', '+7 912 345-67-89')).toBe(
      contactSignature('Иван Петров', '+7 912 345-67-89'),
    );
  });

  it.each([
    ['phone formatting', ['Иван Петров', '8 (912) 345-67-89'], ['Иван Петров', '79123456789']],
    ['case and spacing of the name', ['  иван   ПЕТРОВ ', '79123456789'], ['Иван Петров', '79123456789']],
  ])('ignores %s', (_name, [n1, p1], [n2, p2]) => {
    expect(contactSignature(n1!, p1!)).toBe(contactSignature(n2!, p2!));
  });

  it.each([
    ['another name', 'Пётр Петров', '79123456789'],
    ['another phone', 'Иван Петров', '79123456780'],
  ])('differs for %s', (_name, name, phone) => {
    expect(contactSignature(name, phone)).not.toBe(contactSignature('Иван Петров', '79123456789'));
  });
});

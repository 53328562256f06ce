import { mixed, object, type AnyObject } from 'yup';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { rules, type FileLike } from './general-rules';
import { problemsOfAsync } from './problems';

type Rule = ReturnType<(typeof rules)[keyof typeof rules]>;

const file = (name: string, type: string, kilobytes = 10): FileLike => ({
  name,
  type,
  size: kilobytes * 1024,
});
const readSize = async (image: FileLike) =>
  image.name.startsWith('logo') ? { width: 200, height: 100 } : { width: 10, height: 10 };

/** The first message of `value` under the rule, with its values; null when the rule passes. */
async function check(rule: Rule, value: unknown, siblings: AnyObject = {}) {
  const schema = object({ field: mixed().test(rule) });
  const [problem] = await problemsOfAsync(schema, { ...siblings, field: value });
  return problem ?? null;
}

describe('general rules of spec 5', () => {
  it.each<[string, Rule, unknown, boolean, AnyObject?]>([
    ['alpha: Cyrillic letters pass', rules.alpha(), 'Иван', true],
    ['alpha: a digit fails', rules.alpha(), 'Иван2', false],
    ['alpha_dash: letters, digits, - and _ pass', rules.alphaDash(), 'ivan-2_b', true],
    ['alpha_dash: a space fails', rules.alphaDash(), 'ivan 2', false],
    ['alpha_num: letters and digits pass', rules.alphaNum(), 'Дом7', true],
    ['alpha_num: a hyphen fails', rules.alphaNum(), 'a-7', false],
    ['alpha_spaces: words with spaces pass', rules.alphaSpaces(), 'Санкт Петербург', true],
    ['alpha_spaces: a hyphen fails', rules.alphaSpaces(), 'Санкт-Петербург', false],
    ['between: the bounds pass', rules.between(1, 10), '10', true],
    ['between: above fails', rules.between(1, 10), 11, false],
    ['confirmed: the same as the target passes', rules.confirmed('password'), 'x1', true, { password: 'x1' }],
    ['confirmed: a different value fails', rules.confirmed('password'), 'x2', false, { password: 'x1' }],
    ['digits: exactly 6 digits pass', rules.digits(6), '123456', true],
    ['digits: 5 digits fail', rules.digits(6), '12345', false],
    ['digits: a letter fails', rules.digits(6), '12345a', false],
    ['dimensions: 200×100 passes', rules.dimensions(200, 100, readSize), file('logo.png', 'image/png'), true],
    [
      'dimensions: another size fails',
      rules.dimensions(200, 100, readSize),
      file('icon.png', 'image/png'),
      false,
    ],
    ['email: one address passes', rules.email(), 'ivan@mail.ru', true],
    ['email: two addresses fail without multiple', rules.email(), 'a@mail.ru,b@mail.ru', false],
    ['email (multiple): comma-separated addresses pass', rules.email(true), 'a@mail.ru, b@mail.ru', true],
    ['email (multiple): one bad address fails', rules.email(true), 'a@mail.ru,b@', false],
    ['excluded: another value passes', rules.excluded(['admin']), 'ivan', true],
    ['excluded: a listed value fails', rules.excluded(['admin']), 'admin', false],
    ['oneOf: a listed value passes', rules.oneOf(['kg', 't']), 't', true],
    ['oneOf: another value fails', rules.oneOf(['kg', 't']), 'g', false],
    [
      'ext: a listed extension passes (any case)',
      rules.ext(['pdf']),
      file('Act.PDF', 'application/pdf'),
      true,
    ],
    ['ext: another extension fails', rules.ext(['pdf']), file('act.doc', 'application/msword'), false],
    ['image: a webp passes', rules.image(), file('photo.webp', 'image/webp'), true],
    ['image: a text file fails', rules.image(), file('notes.txt', 'text/plain'), false],
    ['integer: a negative whole number passes', rules.integer(), '-12', true],
    ['integer: a decimal fails', rules.integer(), '1.5', false],
    ['is: the value passes', rules.is('yes'), 'yes', true],
    ['is: another value fails', rules.is('yes'), 'no', false],
    ['is_not: another value passes', rules.isNot('no'), 'yes', true],
    ['is_not: the value fails', rules.isNot('no'), 'no', false],
    ['length: exactly 4 characters pass', rules.length(4), 'abcd', true],
    ['length: 3 characters fail', rules.length(4), 'abc', false],
    ['max: 3 of at most 3 characters pass', rules.max(3), 'abc', true],
    ['max: 4 characters fail', rules.max(3), 'abcd', false],
    ['min: 2 of at least 2 characters pass', rules.min(2), 'ab', true],
    ['min: 1 character fails', rules.min(2), 'a', false],
    ['max_value: the bound passes', rules.maxValue(100), '100', true],
    ['max_value: above fails', rules.maxValue(100), 100.5, false],
    ['min_value: the bound passes', rules.minValue(0), 0, true],
    ['min_value: below fails', rules.minValue(0), '-1', false],
    ['mimes: image/* takes a png', rules.mimes(['image/*']), file('a.png', 'image/png'), true],
    ['mimes: a pdf is not an image', rules.mimes(['image/*']), file('a.pdf', 'application/pdf'), false],
    ['numeric: digits pass', rules.numeric(), '0042', true],
    ['numeric: a sign fails', rules.numeric(), '-42', false],
    ['regex: a match passes', rules.regex(/^A-\d+$/), 'A-12', true],
    ['regex: no match fails', rules.regex(/^A-\d+$/), 'B-12', false],
    ['required: text passes', rules.required(), 'x', true],
    ['required: blank text fails', rules.required(), '  ', false],
    ['required: an empty list fails', rules.required(), [], false],
    ['required: false is a value', rules.required(), false, true],
    ['required(false not allowed): false fails', rules.required(false), false, false],
    [
      'required_if: empty while the target holds the value fails',
      rules.requiredIf('kind', ['company']),
      '',
      false,
      { kind: 'company' },
    ],
    [
      'required_if: empty while the target holds another passes',
      rules.requiredIf('kind', ['company']),
      '',
      true,
      { kind: 'person' },
    ],
    ['size: 100 KB of at most 100 passes', rules.size(100), file('a.png', 'image/png', 100), true],
    ['size: 101 KB fails', rules.size(100), file('a.png', 'image/png', 101), false],
    ['double: a dot with 2 decimals passes', rules.double(2), '12.34', true],
    ['double: 3 decimals of at most 2 fail', rules.double(2), '12.345', false],
    ['double (comma): a comma passes', rules.double(2, 'comma'), '12,5', true],
    ['double (comma): a dot fails', rules.double(2, 'comma'), '12.5', false],
    ['double (any decimals): many decimals pass', rules.double(), '3.14159', true],
    // A rest parameter: jest would take a fifth named one for a `done` callback.
  ])('%s', async (...[, rule, value, passes, siblings]) => {
    expect((await check(rule, value, siblings)) === null).toBe(passes);
  });

  it.each<[string, Rule]>([
    ['alpha', rules.alpha()],
    ['integer', rules.integer()],
    ['digits', rules.digits(4)],
    ['email', rules.email(true)],
    ['size', rules.size(5)],
    ['double', rules.double(2)],
  ])('%s lets an empty value through (required says when one is needed)', async (_name, rule) => {
    expect(await check(rule, '')).toBeNull();
  });

  it.each<[string, Rule, unknown, string, string]>([
    ['alpha', rules.alpha(), '1', 'Только буквы', 'Letters only'],
    ['between', rules.between(1, 10), 0, 'Число от 1 до 10', 'A number from 1 to 10'],
    ['digits', rules.digits(6), '1', 'Цифр — ровно: 6', 'Digits, exactly: 6'],
    [
      'dimensions',
      rules.dimensions(200, 100, readSize),
      file('a.png', 'image/png'),
      'Изображение должно быть 200×100 пкс',
      'The image must be 200×100 px',
    ],
    ['oneOf', rules.oneOf(['kg', 't']), 'g', 'Выберите одно из значений: kg, t', 'Choose one of: kg, t'],
    ['max', rules.max(3), 'abcd', 'Символов — не больше: 3', 'Characters, at most: 3'],
    ['min_value', rules.minValue(5), 1, 'Не меньше 5', 'At least 5'],
    ['required', rules.required(), '', 'Поле обязательно для заполнения', 'This field is required'],
    [
      'size',
      rules.size(100),
      file('a.png', 'image/png', 200),
      'Размер файла — не больше 100 КБ',
      'A file of at most 100 KB',
    ],
    [
      'double',
      rules.double(2, 'comma'),
      '1,234',
      'Введите число, знаков после «,» — не больше 2',
      "Enter a number, at most 2 decimals after ','",
    ],
  ])('the %s message reads in Russian and English with its values', async (_name, rule, value, ru, en) => {
    const problem = await check(rule, value);
    expect(problem).not.toBeNull();
    expect(ruleMessages('ru')(problem!.key, problem!.values)).toBe(ru);
    expect(ruleMessages('en')(problem!.key, problem!.values)).toBe(en);
  });

  it('every rule has its message in both languages', () => {
    const names = [
      'alpha',
      'alpha_dash',
      'alpha_num',
      'alpha_spaces',
      'between',
      'confirmed',
      'digits',
      'dimensions',
      'email',
      'excluded',
      'one_of',
      'ext',
      'image',
      'integer',
      'is',
      'is_not',
      'length',
      'max',
      'min',
      'max_value',
      'min_value',
      'mimes',
      'numeric',
      'regex',
      'required',
      'required_if',
      'size',
      'double',
    ];
    for (const lng of ['ru', 'en'] as const) {
      const t = ruleMessages(lng);
      const missing = names.filter((name) => t(`validation.rule.${name}`) === `validation.rule.${name}`);
      expect(missing).toEqual([]);
    }
  });
});

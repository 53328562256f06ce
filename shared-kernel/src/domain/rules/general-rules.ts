/**
 * The general validation rules of spec 5 as yup tests, each with its message under
 * `validation.rule.<name>` (Russian and English in the kernel's locales) and its parameters as the
 * message's values. Add one to any schema: `string().test(rules.alpha())`. As in the product
 * before, every rule but `required` and `required_if` lets an empty value through, so a field
 * that may stay empty is checked only once filled.
 */
import type { TestConfig, TestContext } from 'yup';
import { isValidEmail } from '@dostavka/shared-kernel/domain';

/** What a file input holds (a browser File satisfies it). */
export interface FileLike {
  name: string;
  type: string;
  /** Bytes. */
  size: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Reads an image's size; the browser's own by default, a fake in tests. */
export type ImageSizeReader = (file: FileLike) => Promise<ImageSize>;

export const IMAGE_EXTENSIONS = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif', 'webp'] as const;

type Check = (value: unknown, context: TestContext) => boolean | Promise<boolean>;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A list (several files, several values) passes when each item does. */
const every = (value: unknown, check: (item: unknown) => boolean): boolean =>
  Array.isArray(value) ? value.every(check) : check(value);

const matches = (pattern: RegExp) => (value: unknown) => every(value, (item) => pattern.test(String(item)));

const isFile = (value: unknown): value is FileLike =>
  typeof value === 'object' && value !== null && 'name' in value && 'size' in value;

const extensionOf = (file: FileLike) => file.name.split('.').pop()?.toLowerCase() ?? '';

const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

function rule(name: string, check: Check, params?: Record<string, unknown>, keepEmpty = false): TestConfig {
  return {
    name,
    message: `validation.rule.${name}`,
    ...(params ? { params } : {}),
    test(value, context) {
      if (!keepEmpty && isEmpty(value)) return true;
      return check(value, context);
    },
  };
}

const list = (values: readonly unknown[]) => values.map(String).join(', ');

async function browserImageSize(file: FileLike): Promise<ImageSize> {
  const bitmap = await createImageBitmap(file as unknown as Blob);
  return { width: bitmap.width, height: bitmap.height };
}

const lengthOf = (value: unknown): number =>
  Array.isArray(value) ? value.length : typeof value === 'string' ? [...value].length : NaN;

export const rules = {
  /** Letters only (any alphabet). */
  alpha: () => rule('alpha', matches(/^\p{L}+$/u)),
  /** Letters, digits, hyphens and underscores. */
  alphaDash: () => rule('alpha_dash', matches(/^[\p{L}\p{N}_-]+$/u)),
  alphaNum: () => rule('alpha_num', matches(/^[\p{L}\p{N}]+$/u)),
  alphaSpaces: () => rule('alpha_spaces', matches(/^[\p{L}\s]+$/u)),
  /** A number from min to max, both included. */
  between: (min: number, max: number) =>
    rule('between', (value) => every(value, (item) => toNumber(item) >= min && toNumber(item) <= max), {
      min,
      max,
    }),
  /** Equal to the sibling field `target` (a repeated password or e-mail). */
  confirmed: (target: string) =>
    rule('confirmed', (value, context) => value === (context.parent as Record<string, unknown>)[target], {
      target,
    }),
  /** Exactly `length` digits. */
  digits: (length: number) =>
    rule(
      'digits',
      (value) => every(value, (item) => /^\d+$/.test(String(item)) && String(item).length === length),
      {
        length,
      },
    ),
  /** Images of exactly width by height pixels. */
  dimensions: (width: number, height: number, readSize: ImageSizeReader = browserImageSize) =>
    rule(
      'dimensions',
      async (value) => {
        const files = (Array.isArray(value) ? value : [value]) as unknown[];
        if (!files.every(isFile)) return false;
        const sizes = await Promise.all(files.map(readSize));
        return sizes.every((size) => size.width === width && size.height === height);
      },
      { width, height },
    ),
  /** An e-mail address; with `multiple`, a comma-separated list of them. */
  email: (multiple = false) =>
    rule('email', (value) =>
      every(value, (item) =>
        (multiple ? String(item).split(',') : [String(item)]).every((address) => isValidEmail(address)),
      ),
    ),
  /** None of the values. */
  excluded: (values: readonly unknown[]) =>
    rule('excluded', (value) => every(value, (item) => !values.includes(item)), { values: list(values) }),
  /** One of the values. */
  oneOf: (values: readonly unknown[]) =>
    rule('one_of', (value) => every(value, (item) => values.includes(item)), { values: list(values) }),
  /** Files whose names end in one of the extensions. */
  ext: (extensions: readonly string[]) =>
    rule('ext', (value) => every(value, (item) => isFile(item) && extensions.includes(extensionOf(item))), {
      values: list(extensions),
    }),
  /** Image files (by extension). */
  image: () =>
    rule('image', (value) =>
      every(
        value,
        (item) => isFile(item) && (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(item)),
      ),
    ),
  /** A whole number, negative allowed. */
  integer: () => rule('integer', matches(/^-?\d+$/)),
  /** Exactly this value. */
  is: (other: unknown) => rule('is', (value) => value === other, { other: String(other) }),
  isNot: (other: unknown) => rule('is_not', (value) => value !== other, { other: String(other) }),
  /** Exactly `length` characters (or items). */
  length: (length: number) => rule('length', (value) => lengthOf(value) === length, { length }),
  /** At most `length` characters (or items). */
  max: (length: number) => rule('max', (value) => lengthOf(value) <= length, { length }),
  min: (length: number) => rule('min', (value) => lengthOf(value) >= length, { length }),
  maxValue: (max: number) =>
    rule('max_value', (value) => every(value, (item) => toNumber(item) <= max), { max }),
  minValue: (min: number) =>
    rule('min_value', (value) => every(value, (item) => toNumber(item) >= min), { min }),
  /** Files of these MIME types; `image/*` takes every image type. */
  mimes: (types: readonly string[]) =>
    rule(
      'mimes',
      (value) =>
        every(
          value,
          (item) =>
            isFile(item) &&
            types.some((type) =>
              type.endsWith('/*') ? item.type.startsWith(type.slice(0, -1)) : item.type === type,
            ),
        ),
      { values: list(types) },
    ),
  /** Digits only. */
  numeric: () => rule('numeric', matches(/^\p{Nd}+$/u)),
  regex: (pattern: RegExp) => rule('regex', matches(pattern)),
  /** Not empty (blank text, null, an empty list); `false` counts as a value unless `allowFalse` is off. */
  required: (allowFalse = true) =>
    rule('required', (value) => !isEmpty(value) && (allowFalse || value !== false), undefined, true),
  /** Required while the sibling field `target` holds one of the values (any value when none are given). */
  requiredIf: (target: string, values: readonly unknown[] = []) =>
    rule(
      'required_if',
      (value, context) => {
        const other = (context.parent as Record<string, unknown>)[target];
        const applies = values.length === 0 ? !isEmpty(other) : values.includes(other);
        return !applies || !isEmpty(value);
      },
      { target },
      true,
    ),
  /** Files of at most `kilobytes` KB. */
  size: (kilobytes: number) =>
    rule('size', (value) => every(value, (item) => isFile(item) && item.size <= kilobytes * 1024), {
      size: kilobytes,
    }),
  /**
   * A decimal number with at most `decimals` digits after the separator (any number when '*'),
   * written with a dot or a comma.
   */
  double: (decimals: number | '*' = '*', separator: 'dot' | 'comma' = 'dot') => {
    const mark = separator === 'comma' ? ',' : '\\.';
    const fraction = decimals === '*' ? '\\d+' : `\\d{1,${decimals}}`;
    return rule('double', matches(new RegExp(`^-?\\d+(?:${mark}${fraction})?$`)), {
      decimals: decimals === '*' ? '∞' : decimals,
      separator: separator === 'comma' ? ',' : '.',
    });
  },
};

/** Building blocks of the wire schemas. */
import { Type, type TNumberOptions, type TSchema, type TStringOptions } from 'typebox';

/** A pattern that refuses empty and blank text; the server's error formatter recognises it. */
export const NOT_BLANK = '\\S';

/** A required text parameter: present, and more than white space. */
export const RequiredText = (options: TStringOptions = {}) =>
  Type.String({ minLength: 1, pattern: NOT_BLANK, ...options });

/** Free text of at most `maxLength` characters. */
export const Text = (maxLength: number, options: TStringOptions = {}) =>
  Type.String({ maxLength, ...options });

/** The largest key of a serial column (PostgreSQL `integer`): a larger id names nothing. */
export const MAX_ID = 2_147_483_647;

/** A database id: a positive integer the database can hold. */
export const Id = (options: TNumberOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

/** The last page any list may be asked for (a page beyond the data is simply empty). */
export const MAX_PAGE = 100_000;

/** A 1-based page number. */
export const PageNumber = (options: TNumberOptions = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: '1-based page', ...options });

/** Items per page, at most `maximum`. */
export const PageLimit = (maximum: number, options: TNumberOptions = {}) =>
  Type.Integer({ minimum: 1, maximum, ...options });

/** A calendar date as the site sends it. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A page of a list: `next` is the following page, null on the last. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    total: Type.Integer(),
    next: Type.Union([Type.Object({ page: Type.Integer() }), Type.Null()]),
  });
export interface Paged<T> {
  data: T[];
  total: number;
  next: { page: number } | null;
}

/** The same texts in Russian and English. */
export const Localized = <T extends TSchema>(item: T) => Type.Object({ ru: item, en: item });
export interface Localized<T> {
  ru: T;
  en: T;
}

/** Every error answer of the API: the message is fit for a toast. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    problems: Type.Optional(
      Type.Array(Type.Object({ path: Type.String(), message: Type.String() }), {
        description: "a refused form's broken rules, each with the field it is about (e.g. a rate card's)",
      }),
    ),
  },
  { description: 'An error' },
);

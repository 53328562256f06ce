/** Building blocks of the wire schemas. */
import { Type, type TSchema, type TStringOptions } from 'typebox';

/** A pattern that refuses empty and blank text; the server's error formatter recognises it. */
export const NOT_BLANK = '\\S';

/** A required text parameter: present, and more than white space. */
export const RequiredText = (options: TStringOptions = {}) =>
  Type.String({ minLength: 1, pattern: NOT_BLANK, ...options });

/** Free text of at most `maxLength` characters. */
export const Text = (maxLength: number, options: TStringOptions = {}) =>
  Type.String({ maxLength, ...options });

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
  },
  { description: 'An error' },
);

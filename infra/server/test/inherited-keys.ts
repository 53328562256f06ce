/** Keys named like the properties every JavaScript object inherits (issue 37, item 3). */
export const INHERITED_KEYS = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'] as const;

/**
 * A copy of a JSON value with `key` set in every object, at every depth (arrays' objects too).
 * `__proto__` becomes an own property, as JSON.parse makes it, so JSON.stringify sends it.
 */
export function withKeyEverywhere(value: unknown, key: string, item: unknown = 'x'): unknown {
  if (Array.isArray(value)) return value.map((entry) => withKeyEverywhere(entry, key, item));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(value)) copy[name] = withKeyEverywhere(entry, key, item);
  Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
  return copy;
}

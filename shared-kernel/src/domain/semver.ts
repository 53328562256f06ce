/**
 * The part of semantic versioning the remote registry needs: does a remote's declared range of
 * the kernel (`^0.2.0`, `~1.4.1`, `>=1.2.0 <2.0.0`, `1.3.0`, `*`) accept a version? Pre-release
 * and build suffixes are compared by their numbers only.
 */
type Triple = [number, number, number];

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** `1.4.2` -> [1, 4, 2]; null for anything that is not a version. */
export function parseVersion(text: string): Triple | null {
  const match = VERSION.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/** The exclusive upper bound of a caret range: the first version that changes the left-most non-zero part. */
function caretLimit([major, minor, patch]: Triple): Triple {
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

function comparatorAccepts(comparator: string, version: Triple): boolean | null {
  if (comparator === '*' || comparator === 'x' || comparator === '') return true;
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  const bound = match ? parseVersion(match[2] as string) : null;
  if (!match || !bound) return null;
  const order = compare(version, bound);
  switch (match[1]) {
    case '^':
      return order >= 0 && compare(version, caretLimit(bound)) < 0;
    case '~':
      return order >= 0 && compare(version, [bound[0], bound[1] + 1, 0]) < 0;
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/**
 * Whether `range` accepts `version`: alternatives joined by `||`, each a list of comparators that
 * must all hold. Null when the range or the version cannot be read.
 */
export function satisfiesRange(version: string, range: string): boolean | null {
  const parsed = parseVersion(version);
  if (!parsed) return null;
  let accepted = false;
  for (const alternative of range.split('||')) {
    const comparators = alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/);
    const results = comparators.map((comparator) => comparatorAccepts(comparator, parsed));
    if (results.includes(null)) return null;
    if (results.every(Boolean)) accepted = true;
  }
  return accepted;
}

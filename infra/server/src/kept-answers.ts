/**
 * The answers of a pure function of a string key, kept: for work asked for again and again with
 * the same few keys (a page's towns, a route's dates, the engine's price lines). Keys can come from
 * anyone, so the store is bounded: when `max` answers are kept it starts over.
 */
export function keptAnswers<V>(max: number): (key: string, answer: () => V) => V {
  const kept = new Map<string, V>();
  return (key, answer) => {
    // One lookup for a kept answer (undefined only when the function gave undefined).
    const known = kept.get(key);
    if (known !== undefined || kept.has(key)) return known as V;
    const value = answer();
    if (kept.size >= max) kept.clear();
    kept.set(key, value);
    return value;
  };
}

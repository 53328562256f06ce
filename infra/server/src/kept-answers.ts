/**
 * The answers of a pure function of a string key, kept: for work asked for again and again with
 * the same few keys (a page's towns, a route's dates, the engine's price lines). Keys can come from
 * anyone, so the store is bounded: when `max` answers are kept it starts over.
 */
export function keptAnswers<V>(max: number): (key: string, answer: () => V) => V {
  const kept = new Map<string, V>();
  return (key, answer) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = answer();
    if (kept.size >= max) kept.clear();
    kept.set(key, value);
    return value;
  };
}

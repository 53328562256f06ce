/**
 * One gate for every route's input (query, path parameters, body), after the route's schema has
 * coerced it: a NUL byte or a lone UTF-16 surrogate anywhere in a string, or a number that is not
 * finite ('?limit=Infinity', '1e309' coerce to ±Infinity and slip past minimum/maximum), is a 400
 * naming the field. PostgreSQL refuses NUL in text and the drivers mangle lone surrogates, so they
 * would otherwise end as 5xx or as altered data.
 */
import fp from 'fastify-plugin';
import { httpError } from '../../http-error';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// A NUL or any surrogate: a string without one (nearly every string) is clean after one plain scan.
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;
/** Deeper than any request of the contract: such a body is refused rather than walked. */
const MAX_DEPTH = 32;

/** What is wrong with one string, or null. */
export function textProblem(text: string): string | null {
  if (!SUSPECT.test(text)) return null;
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains a broken (lone surrogate) character';
  return null;
}

/** A problem found in a value: what is wrong, and the keys down to it, the innermost first. */
interface Found {
  keys: string[];
  says: string;
}

// The walk names no path on the way down: a request is nearly always clean, and a path string
// per field was most of the walk's cost. The path of a problem is written once it is found.
function findProblem(value: unknown, depth: number): Found | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem === null ? null : { keys: [], says: problem };
  }
  if (typeof value === 'number')
    return Number.isFinite(value) ? null : { keys: [], says: 'must be a finite number' };
  // Raw bodies (a Buffer) are bytes, not text the app reads as strings.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  if (depth >= MAX_DEPTH) return { keys: [], says: 'is nested too deeply' };
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const keyProblem = textProblem(key);
    if (keyProblem) return { keys: [], says: `has a key that ${keyProblem}` };
    const found = findProblem(record[key], depth + 1);
    if (found) {
      found.keys.push(key);
      return found;
    }
  }
  return null;
}

/** The first problem of a value as `path: reason`, or null when every string and number is clean. */
export function inputProblem(value: unknown, path: string, depth = 0): string | null {
  const found = findProblem(value, depth);
  if (!found) return null;
  let at = path;
  for (let i = found.keys.length - 1; i >= 0; i -= 1) at += `.${found.keys[i]}`;
  return `${at} ${found.says}`;
}

export default fp(
  async (app) => {
    // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
    app.addHook('preHandler', (request, _reply, done) => {
      const problem =
        inputProblem(request.params, 'params') ??
        inputProblem(request.query, 'query') ??
        inputProblem(request.body, 'body');
      done(problem ? httpError(400, `The request is not valid: ${problem}`) : undefined);
    });
  },
  { name: 'input-hygiene', dependencies: ['errors'] },
);

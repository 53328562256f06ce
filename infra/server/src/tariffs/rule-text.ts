/** A broken kernel rule in English, as the server's 400 answers and realtime errors say it. */
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import type { RuleProblem } from '@dostavka/shared-kernel/rules';

/** The message of a rule; a weight limit (grams on the wire) reads in kilograms. */
export function describeProblem(problem: RuleProblem): string {
  const { limit } = problem.values;
  const weight = problem.key.endsWith('.weight') && typeof limit === 'number';
  return ruleMessages('en')(
    problem.key,
    weight ? { ...problem.values, limit: `${limit / 1000} kg` } : problem.values,
  );
}

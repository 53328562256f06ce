/**
 * The rules an order must pass before it is stored: the kernel's order schema, the one the order
 * form checks with, so the form and the server never disagree. Messages are the form's, in
 * English, with who and which field they are about.
 */
import type { CreateOrderBody } from '@dostavka/shared-kernel/domain';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { orderSchema, problemsOf, type RuleProblem } from '@dostavka/shared-kernel/rules';
import { describeProblem } from '../../../tariffs/rule-text';

/** 'contacts.payer.company.inn' -> who ('payer') and field ('company.inn'). */
function locate(path: string): { who: string; field: string; row?: number } {
  const cargo = /^delivery\.dimensions\.cargos\[(\d+)\]/.exec(path);
  if (cargo) return { who: 'cargo', field: '', row: Number(cargo[1]) + 1 };
  const [section = '', who = '', ...field] = path.split('.');
  if (section === 'delivery') return { who: 'delivery', field: '' };
  return { who, field: field.join('.') };
}

function problemText(problem: RuleProblem): string {
  const t = ruleMessages('en');
  const { who, field, row } = locate(problem.path);
  const label = field ? ` ${t(`validation.field.${field}`)}` : '';
  return `${t(`validation.who.${who}`, { row })}${label}: ${describeProblem(problem)}`;
}

/**
 * Everything wrong with an order, or an empty list. `today` is the company's calendar date
 * (YYYY-MM-DD); `now` bounds passport dates.
 */
export function orderProblems(order: CreateOrderBody, today: string, now: Date): string[] {
  const context = { passportRequired: order.tariff.required.passport, now, today };
  const problems = problemsOf(orderSchema, order, context);
  // A contact marked wrong is told first: its missing details follow from the mark.
  const marks = problems.filter((problem) => problem.key.startsWith('validation.contactType.'));
  return [...marks, ...problems.filter((problem) => !marks.includes(problem))].map(problemText);
}

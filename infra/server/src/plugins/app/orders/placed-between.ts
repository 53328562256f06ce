import { gte, lt, type SQL } from 'drizzle-orm';
import { addCalendarDays } from '@dostavka/shared-kernel/domain';
import { orders } from '../../../db/schema';

/** Midnight of a company calendar date (Moscow has no daylight saving: UTC+3). */
const companyMidnight = (date: string) => new Date(`${date}T00:00:00+03:00`);

/**
 * Orders placed from one company calendar date up to and including another (YYYY-MM-DD, already
 * checked); either end may be left open. The customer's history and the staff board filter alike.
 */
export function placedBetween(from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(orders.createdAt, companyMidnight(from)));
  if (to) where.push(lt(orders.createdAt, companyMidnight(addCalendarDays(to, 1))));
  return where;
}

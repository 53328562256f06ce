/** A provider's rate card: the schema is the contract's (shared with the staff console's form). */
import type { RateCard } from '@dostavka/shared-kernel/contract';

export { ConsolidatedCard, DedicatedCard, PriceBand, RateCard } from '@dostavka/shared-kernel/contract';

/** A provider: its slug (the offers' company.slug) and its card. */
export interface Provider {
  slug: string;
  card: RateCard;
}

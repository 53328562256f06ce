/** An offer of spec section 3 from priced lines, a route and a term. */
import type { ResponseMark, TariffOffer, TariffPathLeg, TariffPrice } from '@dostavka/shared-kernel/domain';
import { addDays, termText, type Term } from './dates';
import { priceLine } from './price-line';
import type { Provider } from './rate-card';

/** An offer before the service gives it an id and signs its quote. */
export type PricedOffer = Omit<TariffOffer, 'uuid' | 'quote' | 'expiresAt'>;

export interface OfferTexts {
  code: string;
  name: string;
  description: string;
  preliminarily: boolean;
  passport: boolean;
  documents: Array<{ name: string; url?: string }>;
}

export interface OfferParts {
  provider: Provider;
  texts: OfferTexts;
  /** Unrounded roubles; each line is rounded on its own and the total is their sum. */
  lines: TariffPrice[];
  insurance: number;
  loadingDate: string;
  term: Term;
  mark: ResponseMark;
  path: TariffPathLeg[];
  codes: Record<string, string | number>;
}

export function assembleOffer(parts: OfferParts): PricedOffer {
  const [main, ...extras] = parts.lines.map((line) => ({ ...line, value: Math.round(line.value) }));
  const prices = [...(main ? [main] : []), ...extras.filter((line) => line.value > 0)];
  if (parts.insurance > 0) prices.push(priceLine('insurance', parts.insurance));
  const { provider, texts } = parts;
  return {
    name: texts.name,
    preliminarily: texts.preliminarily,
    description: texts.description,
    company: { name: provider.card.name, slug: provider.slug },
    photo: { url: provider.card.logo },
    dates: {
      plannedDateLoadingCargo: { date: parts.loadingDate },
      plannedDateShipmentCargo: {
        date: addDays(parts.loadingDate, parts.term.maxDays),
        text: termText(parts.term),
        days: { min: parts.term.minDays, max: parts.term.maxDays },
      },
    },
    prices,
    total: prices.reduce((sum, line) => sum + line.value, 0),
    codes: { tariff: texts.code, provider: provider.slug, ...parts.codes },
    metadata: { mark: parts.mark, path: parts.path },
    required: { passport: texts.passport },
    documents: texts.documents.map((document) => ({ ...document })),
  };
}

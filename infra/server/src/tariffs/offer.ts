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

type CarrierParts = Pick<PricedOffer, 'company' | 'photo'>;

// A carrier's company, logo and documents are one frozen object each, kept per card and per texts'
// documents and shared by all its offers: an offer's facts identify a carrier's texts by their
// objects (`carrierTextsId`, quotes.ts) instead of writing and hashing them in every offer. Each
// is checked against its source when used, so a card changed in place gets new ones.
const carrierParts = new WeakMap<Provider['card'], CarrierParts>();
const documentCopies = new WeakMap<OfferTexts['documents'], PricedOffer['documents']>();

function partsOf(provider: Provider): CarrierParts {
  const { card, slug } = provider;
  const kept = carrierParts.get(card);
  if (kept && kept.company.name === card.name && kept.company.slug === slug && kept.photo.url === card.logo)
    return kept;
  const parts = Object.freeze({
    company: Object.freeze({ name: card.name, slug }),
    photo: Object.freeze({ url: card.logo }),
  });
  carrierParts.set(card, parts);
  return parts;
}

/** Whether a frozen copy of a document still has every field of its source, and only those. */
function sameDocument(copy: Record<string, unknown>, source: Record<string, unknown>): boolean {
  const keys = Object.keys(source);
  if (keys.length !== Object.keys(copy).length) return false;
  for (const key of keys) if (copy[key] !== source[key]) return false;
  return true;
}

function documentsOf(documents: OfferTexts['documents']): PricedOffer['documents'] {
  const kept = documentCopies.get(documents);
  if (kept && kept.length === documents.length && kept.every((copy, i) => sameDocument(copy, documents[i]!)))
    return kept;
  const copies = Object.freeze(documents.map((document) => Object.freeze({ ...document })));
  documentCopies.set(documents, copies as PricedOffer['documents']);
  return copies as PricedOffer['documents'];
}

export function assembleOffer(parts: OfferParts): PricedOffer {
  const [main, ...extras] = parts.lines.map((line) => ({ ...line, value: Math.round(line.value) }));
  const prices = [...(main ? [main] : []), ...extras.filter((line) => line.value > 0)];
  if (parts.insurance > 0) prices.push(priceLine('insurance', parts.insurance));
  const { provider, texts } = parts;
  const carrier = partsOf(provider);
  return {
    name: texts.name,
    preliminarily: texts.preliminarily,
    description: texts.description,
    company: carrier.company,
    photo: carrier.photo,
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
    documents: documentsOf(texts.documents),
  };
}

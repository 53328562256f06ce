/**
 * The engine's price lines in any language: each carries a key of the kernel's common namespace
 * (`priceLine.*`, in Russian and English, so the ru/en key-parity test covers them) with its
 * values, and its Russian text as `name` (what orders, e-mails and the waybill stored so far).
 */
import { dataNames, priceLineLabel, type TariffPrice } from '@dostavka/shared-kernel/domain';
import { ruleMessages } from '@dostavka/shared-kernel/rule-messages';
import { keptAnswers } from '../kept-answers';

export type PriceLineKey =
  | 'carriage'
  | 'transfer'
  | 'pickup'
  | 'doorDelivery'
  | 'locker'
  | 'insurance'
  | 'vehicle'
  | 'dispatch'
  | 'returnRun'
  | 'loading';

type Values = Record<string, string | number>;

/**
 * A line's text in a language from its key and values, the pages' way (`priceLineLabel`): a value
 * named `…Key` is a key itself and is translated first (`{ bodyKey: 'priceLine.body.1' }` fills
 * `{{body}}`), a vehicle or a city is named in the language.
 */
export function priceLineText(line: Pick<TariffPrice, 'name' | 'key' | 'values'>, lang: 'ru' | 'en'): string {
  const t = ruleMessages(lang);
  return priceLineLabel(line, t, dataNames(t, lang));
}

/**
 * Russian texts by key and values, worked out once: the engine names the same lines again and
 * again (the same vehicle, loading, depot and km for every shipment of a route), and each text
 * is several i18next lookups.
 */
const russian = keptAnswers<string>(5_000);

const russianText = (line: { key: string; values?: Values }): string =>
  russian(`${line.key} ${JSON.stringify(line.values ?? {})}`, () =>
    priceLineText({ name: '', ...line }, 'ru'),
  );

/** A line of `value` roubles (unrounded until the offer is assembled). */
export function priceLine(key: PriceLineKey, value: number, values?: Values): TariffPrice {
  const line = { key: `priceLine.${key}`, ...(values ? { values } : {}) };
  return { name: russianText(line), value, ...line };
}

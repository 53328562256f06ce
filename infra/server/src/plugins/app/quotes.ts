import { createHash, createHmac, hash, randomFillSync, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { DeliverySearchPayload, TariffSearchData } from '@dostavka/shared-kernel/contract';
import { keptAnswers } from '../../kept-answers';

/** A search as it was priced, with its defaults filled in; an order's directions and delivery are one. */
export interface PricedSearch {
  directions: TariffSearchData['directions'];
  delivery: TariffSearchData['delivery'] &
    Pick<DeliverySearchPayload, 'type' | 'declared' | 'description' | 'date'>;
}

/** What a quote vouches for: this provider's tariff costs this total for this search. */
export interface QuoteClaims {
  /** Provider slug (company.slug of the offer). */
  provider: string;
  /** The offer's tariff code. */
  code: string;
  /** Whole roubles. */
  total: number;
  /** `quoteFingerprint` of the search the offer was computed for. */
  fingerprint: string;
  /** The provider's rate card version the price was computed with (rate-card providers only). */
  version?: number;
  /** `offerFacts` of the offer: its carrier, name, price lines, dates, requirements and codes. */
  facts?: string;
  /** The offer's id (its `uuid`), which an order keeps: the server's, not the client's copy. */
  offer?: string;
}

export interface Quote extends QuoteClaims {
  /** Unix seconds. */
  expiresAt: number;
  /** Random: two quotes of the same offer in the same second still differ (one order each). */
  nonce?: string;
}

export const QUOTE_TTL_S = 30 * 60;

/** When a quote signed now stops backing an order, in whole seconds since the epoch. */
export const quoteExpiresAt = (now: Date): number => Math.floor(now.getTime() / 1000) + QUOTE_TTL_S;

/** A quote that cannot back an order: 422, with the reason the order form can show. */
export class QuoteError extends Error {
  override readonly name = 'QuoteError';
  readonly statusCode = 422;
}

export interface Quotes {
  /** A signed reference to an offer, valid for 30 minutes. */
  sign(claims: QuoteClaims, now?: Date): string;
  /** The quote behind a reference, checked against what the order says; throws QuoteError. */
  verify(reference: string, expected: Pick<QuoteClaims, 'fingerprint' | 'total'>, now?: Date): Quote;
}

// The cargo rows are sorted in the order of the first quotes' fingerprints: `localeCompare` of
// their JSON (default collation). A collator comparison costs about a microsecond; the JSON of
// numbers and booleans has few distinct characters, each of its own collation weight, so a
// comparison by their collation ranks, character by character, gives the same order at a
// fraction of the cost. A row with any other character falls back to the collator.
const COLLATOR = new Intl.Collator();
const RANK = new Uint8Array(128);
[...'[],.-+0123456789aeflnrstu'].sort(COLLATOR.compare).forEach((character, index) => {
  RANK[character.charCodeAt(0)] = index + 1;
});

const ranked = (json: string) => {
  for (let i = 0; i < json.length; i += 1) if (!RANK[json.charCodeAt(i)]) return false;
  return true;
};

function byRank(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return RANK[x]! - RANK[y]!;
  }
  return a.length - b.length;
}

/** The rows' JSON in collation order. */
const sortRows = (rows: string[]) => rows.sort(rows.every(ranked) ? byRank : COLLATOR.compare);

/**
 * Identifies a search by what decides its price: the two cities, how the cargo is handed over at
 * each end (and at which pick-up point), the cargo (or vehicle), the declared value, the description (documents are not
 * insured) and the loading date. UI-only state and the search id do not count.
 */
export function quoteFingerprint(
  directions: PricedSearch['directions'],
  delivery: PricedSearch['delivery'],
): string {
  // A chosen pick-up point counts (a locker's cell decides what it takes); none keeps the old form.
  const end = (direction: PricedSearch['directions']['from']) =>
    direction.point?.id
      ? [direction.city?.code ?? null, direction.deliveryMethod.slug, direction.point.id]
      : [direction.city?.code ?? null, direction.deliveryMethod.slug];
  // Each row serialised once (not once per comparison), in the order of the first quotes.
  const cargos = sortRows(
    delivery.dimensions.cargos.map((c) =>
      JSON.stringify([c.width, c.height, c.length, c.weight, c.quantity, c.rotable, c.stackable]),
    ),
  );
  const car = delivery.dimensions.car ?? null;
  const before = JSON.stringify([end(directions.from), end(directions.to), delivery.type.slug]);
  const totals = delivery.dimensions.totals;
  const after = JSON.stringify([
    car && [car.length, car.height, car.width, car.weight, car.type, car.load, car.additional],
    delivery.declared,
    delivery.description.trim().toLowerCase(),
    delivery.date.slice(0, 10),
    // Weight-only mode (left out otherwise, so the fingerprints of places stay as they were).
    ...(totals ? [[totals.weight, totals.volume ?? 0, totals.quantity ?? 1]] : []),
  ]);
  // The JSON array [...before, cargos, ...after], with the rows as serialised above.
  const canonical = `${before.slice(0, -1)},[${cargos.join(',')}],${after.slice(1)}`;
  return hash('sha256', canonical, 'base64url');
}

// A string JSON.stringify writes as it is between quotes: no quote, backslash, control character
// or surrogate (a lone one is escaped; strings with a pair go the slow way too).
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

const jsonString = (text: string) => (NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`);

// An offer's keys are the same few dozen in every offer: each one's `"key":` is kept, not scanned
// and written again (bounded: keys can come from an order's copy).
const keyHeads = keptAnswers<string>(1_000);
const keyHead = (key: string) => keyHeads(key, () => `${jsonString(key)}:`);

/** The keys in code-unit order (the default sort's), sorted in place: objects have a few keys. */
function sortKeys(keys: string[]): string[] {
  for (let i = 1; i < keys.length; i += 1) {
    const key = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && keys[j]! > key; j -= 1) keys[j + 1] = keys[j]!;
    keys[j + 1] = key;
  }
  return keys;
}

/**
 * The fields of an object as JSON text without its braces, in the order of `keys`, each one's
 * value written by `write`; a field `write` gives no text for (undefined, a function, a symbol: as
 * JSON.stringify) is left out.
 */
function fieldsText(
  record: Record<string, unknown>,
  keys: readonly string[],
  write: (value: unknown) => string | undefined,
): string {
  let text = '';
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    const itemText = write(record[key]);
    if (itemText === undefined) continue;
    text += text.length > 0 ? `,${keyHead(key)}${itemText}` : keyHead(key) + itemText;
  }
  return text;
}

/** An object's text from its keys, sorted here (in place), as `fieldsText` writes them. */
const objectText = (
  record: Record<string, unknown>,
  keys: string[],
  write: (value: unknown) => string | undefined,
): string => `{${fieldsText(record, sortKeys(keys), write)}}`;

/** Two texts of fields as one, with a comma between them when both have some. */
const joinFields = (a: string, b: string) => (a && b ? `${a},${b}` : a || b);

/**
 * JSON with every object's keys in code-unit order and its undefined fields left out, so that
 * equal values give equal text: the text the first implementation gave (entries sorted with <,
 * each key and value through JSON.stringify), which quotes issued before still hash. Written in
 * one pass, strings without anything to escape quoted directly, numbers and booleans without
 * JSON.stringify, keys sorted by insertion (an object has a handful) and their `"key":` kept: an
 * offer's text took 8.4 µs through entries, filter, sort and map, about 6 in one pass, a further
 * sixth less this way; without a callback per key and with one lookup of a key's head, a further
 * third less (three offers 12.5–18 → 8 µs, 29.11.2026).
 */
export function canonicalJson(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return jsonString(value);
    case 'number':
      // As JSON.stringify writes a number: NaN and the infinities as null, -0 as 0.
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      // undefined, a function or a symbol: undefined, as JSON.stringify gives (a bigint throws).
      return JSON.stringify(value);
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i += 1) {
      if (i > 0) text += ',';
      // JSON.stringify gives undefined for undefined, a function or a symbol: nothing, as join did.
      text += (canonicalJson(value[i]) as string | undefined) ?? '';
    }
    return `${text}]`;
  }
  // An undefined field is left out, as JSON.stringify leaves it out.
  return objectText(value as Record<string, unknown>, Object.keys(value), canonicalJson);
}

/** An offer as an order repeats it: every field but its id and the quote's own. */
export type OfferCopy = Record<string, unknown> & { uuid?: unknown; quote?: unknown; expiresAt?: unknown };

/** Fields of an offer that are not its facts (`codes` is replaced by its texts). */
const NOT_FACTS = new Set(['uuid', 'quote', 'expiresAt', 'codes']);

/** Whether nothing in a value can change: it and every object in it frozen. */
function deepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  for (const item of Object.values(value)) if (!deepFrozen(item)) return false;
  return true;
}

/** The facts' text of an offer's codes: each code as a string (a number and its text are one code). */
function codesText(offer: OfferCopy): string {
  // A code may be a number or a string; schema coercion may turn one into the other on the way.
  const codes = (offer.codes ?? {}) as Record<string, unknown>;
  return objectText(codes, Object.keys(codes), (code) => jsonString(String(code)));
}

/**
 * The canonical JSON of an offer's fields but its id, quote and codes (and those `left` leaves
 * out), in two parts: the fields whose keys sort before `codes` and those after it, so that the
 * codes can be written between them as the facts write them or as they are.
 */
function fieldsAroundCodes(offer: OfferCopy, left?: ReadonlySet<string>): { before: string; after: string } {
  const keys = sortKeys(Object.keys(offer).filter((key) => !NOT_FACTS.has(key) && !left?.has(key)));
  let at = 0;
  while (at < keys.length && keys[at]! < 'codes') at += 1;
  return {
    before: fieldsText(offer, keys.slice(0, at), canonicalJson),
    after: fieldsText(offer, keys.slice(at), canonicalJson),
  };
}

/** The fields' text from the two parts of `fieldsAroundCodes` and the codes' text between them. */
const codesBetween = ({ before, after }: { before: string; after: string }, codes: string) =>
  joinFields(joinFields(before, keyHead('codes') + codes), after);

/** An object's text from the two parts of `fieldsAroundCodes` and the codes' text between them. */
const aroundCodes = (fields: { before: string; after: string }, codes: string) =>
  `{${codesBetween(fields, codes)}}`;

/**
 * Facts as quotes were issued until 29.11.2026: SHA-256 of the canonical JSON of the whole offer
 * without its id and quote, its codes as strings. Kept so that the quotes issued before the new
 * facts (`offerFacts`) still back their orders for their 30 minutes: remove it (and its branch in
 * `factsMatch`) once a server issuing only the new facts has run for 30 minutes.
 */
export function offerFactsV1(offer: OfferCopy): string {
  return hash('sha256', aroundCodes(fieldsAroundCodes(offer), codesText(offer)), 'base64url');
}

/**
 * The fields of an offer that are its carrier's texts (the tariff's name and description, the
 * company, its logo, the documents), in code-unit order: the same in each of its offers, and most
 * of an offer's text. The new facts name them by one hash, kept per carrier; every other field
 * (prices, total, dates, codes, route, requirements, and any field added later) is written into
 * the facts' text itself. This list is the one split, for the facts a quote signs and the facts
 * an order is checked with.
 */
const CARRIER_TEXTS = ['company', 'description', 'documents', 'name', 'photo'];
const IS_CARRIER_TEXT: ReadonlySet<string> = new Set(CARRIER_TEXTS);

/** New facts are written with this prefix; the old ones (`offerFactsV1`) are bare base64url. */
export const FACTS_V2 = '2:';

/** An offer's carrier texts: their fields' canonical JSON (without braces) and its id, SHA-256 of the object's. */
interface CarrierTexts {
  text: string;
  id: string;
}

/**
 * The texts of carrier texts whose values are frozen all the way down (the engine's offers share
 * one frozen company, logo and documents per card: `assembleOffer`), kept under their documents'
 * array with the values of every carrier text: a string is compared by its value, an object by
 * identity, which for a frozen one is its content. An order's copy (parsed JSON, nothing frozen)
 * is written and hashed every time. Bounded per array: a dedicated vehicle's offers name the
 * vehicle.
 */
const keptCarrierTexts = new WeakMap<object, Array<{ values: unknown[]; texts: CarrierTexts }>>();
const KEPT_PER_DOCUMENTS = 64;

/** The texts kept for an offer's carrier texts, if every one of them is the kept one. */
function keptTexts(kept: Array<{ values: unknown[]; texts: CarrierTexts }>, offer: OfferCopy) {
  for (const entry of kept) {
    let same = true;
    for (let i = 0; same && i < CARRIER_TEXTS.length; i += 1)
      same = entry.values[i] === offer[CARRIER_TEXTS[i]!];
    if (same) return entry.texts;
  }
  return undefined;
}

/** The canonical JSON of an offer's carrier texts (the fields named above) and its SHA-256. */
function carrierTexts(offer: OfferCopy): CarrierTexts {
  const { documents } = offer;
  const keyed = typeof documents === 'object' && documents !== null;
  const kept = keyed ? keptCarrierTexts.get(documents) : undefined;
  const known = kept && keptTexts(kept, offer);
  if (known) return known;
  const text = fieldsText(offer, CARRIER_TEXTS, canonicalJson);
  const texts = { text, id: hash('sha256', `{${text}}`, 'base64url') };
  const values = CARRIER_TEXTS.map((key) => offer[key]);
  if (keyed && values.every(deepFrozen)) {
    const entries = kept ?? [];
    if (!kept) keptCarrierTexts.set(documents, entries);
    if (entries.length >= KEPT_PER_DOCUMENTS) entries.shift();
    entries.push({ values, texts });
  }
  return texts;
}

/** SHA-256 (base64url) of the canonical JSON of an offer's carrier texts: the fields named above. */
export const carrierTextsId = (offer: OfferCopy): string => carrierTexts(offer).id;

/** The new facts from an offer's carrier texts and the two parts of its other fields. */
const factsOf = (carrier: CarrierTexts, fields: { before: string; after: string }, offer: OfferCopy) =>
  FACTS_V2 + hash('sha256', carrier.id + aroundCodes(fields, codesText(offer)), 'base64url');

/**
 * Identifies what an offer says (carrier, tariff name, price lines, total, dates, passport
 * requirement, codes, route, documents): the quote signs it, so an order's copy of the offer is
 * the server's word for word, or refused. `FACTS_V2` and SHA-256 (base64url) of the carrier texts'
 * id (`carrierTextsId`, 43 characters) followed by the canonical JSON of every other field of the
 * offer but its id and quote, its codes as strings. A change of any field changes one of the two
 * texts: the id is fixed in length, each text is canonical JSON of its own fields.
 *
 * Until 29.11.2026 the whole offer's text was hashed (`offerFactsV1`): the carrier's texts, about
 * two fifths of it, were written and hashed again in each of its offers, and an offer's facts were
 * the largest part of a quote's own work.
 */
export function offerFacts(offer: OfferCopy): string {
  return factsOf(carrierTexts(offer), fieldsAroundCodes(offer, IS_CARRIER_TEXT), offer);
}

/**
 * An offer's facts (`offerFacts`) and its fields as JSON text without the braces (every field but
 * its id and the quote's, its codes as they are), from one writing of its fields: a search's reply
 * is these texts put together, so an offer is not written once for its facts and again for the
 * reply. The carrier texts come first, then the others in code-unit order.
 */
export function offerFactsAndJson(offer: OfferCopy): { facts: string; fields: string } {
  const carrier = carrierTexts(offer);
  const fields = fieldsAroundCodes(offer, IS_CARRIER_TEXT);
  const codes = offer.codes === undefined ? undefined : canonicalJson(offer.codes);
  const own = codes === undefined ? joinFields(fields.before, fields.after) : codesBetween(fields, codes);
  return { facts: factsOf(carrier, fields, offer), fields: joinFields(carrier.text, own) };
}

/** Whether an order's copy of an offer says what the quote's facts (either form) say. */
export function factsMatch(facts: string | undefined, offer: OfferCopy): boolean {
  if (facts === undefined) return false;
  if (facts.startsWith(FACTS_V2)) return facts === offerFacts(offer);
  // Issued before 29.11.2026: remove with offerFactsV1.
  return facts === offerFactsV1(offer);
}

/** The id an order keeps of the quote that backs it: a quote backs one order. */
export const quoteId = (reference: string): string =>
  createHash('sha256').update(reference).digest('base64url');

const NONCE_BYTES = 9;
// Nonces come from a pool of random bytes filled 1,024 nonces at a time, as randomUUID keeps
// its own: a call into the system's generator per quote was 2–4 µs of a signing's 11.
const noncePool = Buffer.alloc(NONCE_BYTES * 1024);
let nonceAt = noncePool.length;

/** Nine fresh random bytes (base64url): each byte of the pool is given once. */
function nonce(): string {
  if (nonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nonceAt = 0;
  }
  const text = noncePool.toString('base64url', nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return text;
}

/**
 * HMAC-SHA256 (RFC 2104) of an ASCII text under a key of at most 64 bytes, written as base64url:
 * two one-shot hashes over buffers kept for it, the inner pad and the text, then the outer pad
 * and the inner digest. The same MAC as `createHmac`'s (quotes.test.ts), without its object and
 * OpenSSL's set-up of three digest contexts per call: in the server about a twentieth less CPU a
 * one-row quote (three signatures), where the same MAC measured alone in a loop showed little.
 * A quote's body is base64url, so ASCII; checking (`verify`) keeps `createHmac`.
 */
export function asciiHmac(key: Uint8Array): (text: string) => string {
  const BLOCK = 64;
  if (key.length > BLOCK) throw new RangeError('asciiHmac takes a key of at most 64 bytes');
  const outer = Buffer.alloc(BLOCK + 32, 0x5c);
  let inner = Buffer.alloc(BLOCK + 1024, 0x36);
  for (let i = 0; i < key.length; i += 1) {
    inner[i]! ^= key[i]!;
    outer[i]! ^= key[i]!;
  }
  return (text) => {
    if (BLOCK + text.length > inner.length) {
      const larger = Buffer.alloc(BLOCK + text.length * 2);
      inner.copy(larger, 0, 0, BLOCK);
      inner = larger;
    }
    const end = BLOCK + inner.write(text, BLOCK, 'latin1');
    // The inner digest as latin1 text, one character a byte: a digest asked for as a Buffer
    // cost a microsecond more (its own memory), as much as the rest of the MAC.
    outer.write(hash('sha256', inner.subarray(0, end), 'latin1'), BLOCK, 'latin1');
    return hash('sha256', outer, 'base64url');
  };
}

/** Quotes signed with HMAC-SHA256 under a key of their own, derived from the server secret. */
export function createQuotes(serverSecret: Uint8Array): Quotes {
  const key = createHmac('sha256', serverSecret).update('dostavka quotes v1').digest();
  // One MAC for signing and checking; a signature is written as base64url at once.
  const mac = (body: string) => createHmac('sha256', key).update(body);
  const signature = asciiHmac(key);

  return {
    sign(claims, now = new Date()) {
      // The JSON of the claims with the expiry and the nonce after them, as a spread of the three
      // into one object gave it, without the copy (2 of a signing's 7 µs). A nonce is base64url.
      const claimsJson = JSON.stringify(claims);
      const head = claimsJson === '{}' ? '{' : `${claimsJson.slice(0, -1)},`;
      const quote = `${head}"expiresAt":${quoteExpiresAt(now)},"nonce":"${nonce()}"}`;
      const body = Buffer.from(quote).toString('base64url');
      return `${body}.${signature(body)}`;
    },
    verify(reference, expected, now = new Date()) {
      const [body, signature, extra] = reference.split('.');
      if (!body || !signature || extra !== undefined) throw new QuoteError('The tariff quote is not valid');
      const given = Buffer.from(signature, 'base64url');
      const wanted = mac(body).digest();
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
        throw new QuoteError('The tariff quote is not valid');
      }
      const quote = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Quote;
      if (quote.expiresAt * 1000 <= now.getTime()) {
        throw new QuoteError('The tariff quote has expired: calculate the delivery again');
      }
      if (quote.fingerprint !== expected.fingerprint) {
        throw new QuoteError('The cargo or route changed after the tariff was calculated: calculate again');
      }
      if (quote.total !== expected.total) throw new QuoteError('The tariff price does not match the quote');
      return quote;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    quotes: Quotes;
  }
}

/** `app.quotes`: offers carry a signed quote; an order proves its price with it. */
export default fp(
  async (app) => {
    app.decorate('quotes', createQuotes(app.serverSecret));
  },
  { name: 'quotes', dependencies: ['auth'] },
);

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { DeliverySearchPayload, Directions } from '@dostavka/shared-kernel/domain';

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
}

export interface Quote extends QuoteClaims {
  /** Unix seconds. */
  expiresAt: number;
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

/**
 * Identifies a search by what decides its price: the two cities, how the cargo is handed over at
 * each end, the cargo (or vehicle), the declared value, the description (documents are not
 * insured) and the loading date. UI-only state and the search id do not count.
 */
export function quoteFingerprint(directions: Directions, delivery: DeliverySearchPayload): string {
  const end = (direction: Directions['from']) => [
    direction.city?.code ?? null,
    direction.deliveryMethod.slug,
  ];
  const cargos = delivery.dimensions.cargos
    .map((c) => [c.width, c.height, c.length, c.weight, c.quantity, c.rotable, c.stackable])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const car = delivery.dimensions.car ?? null;
  const canonical = JSON.stringify([
    end(directions.from),
    end(directions.to),
    delivery.type.slug,
    cargos,
    car && [car.length, car.height, car.width, car.weight, car.type, car.load, car.additional],
    delivery.declared,
    delivery.description.trim().toLowerCase(),
    delivery.date.slice(0, 10),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Quotes signed with HMAC-SHA256 under a key of their own, derived from the server secret. */
export function createQuotes(serverSecret: Uint8Array): Quotes {
  const key = createHmac('sha256', serverSecret).update('dostavka quotes v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    sign(claims, now = new Date()) {
      const quote: Quote = { ...claims, expiresAt: quoteExpiresAt(now) };
      const body = Buffer.from(JSON.stringify(quote)).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(reference, expected, now = new Date()) {
      const [body, signature, extra] = reference.split('.');
      if (!body || !signature || extra !== undefined) throw new QuoteError('The tariff quote is not valid');
      const given = Buffer.from(signature, 'base64url');
      const wanted = mac(body);
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

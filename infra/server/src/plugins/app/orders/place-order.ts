import type { FastifyInstance } from 'fastify';
import {
  deliveryMethod,
  isValidEmail,
  MANAGER_ORDER_FLAG,
  roleIs,
  type CreateOrderBody,
  type Dimensions,
  type Direction,
  type OrderDetail,
  type PickupPoint,
  pointKindOf,
  volumeWeightKg,
} from '@dostavka/shared-kernel/domain';
import { ORDER_TARIFF_CODES } from '@dostavka/shared-kernel/contract';
import { evaluateFlag } from '../../../flags/evaluate';
import { factsMatch, QuoteError, quoteFingerprint, quoteId } from '../quotes';
import { rateCardVersions } from '../tariffs/data';
import type { RequestUser } from '../auth';
import type { StoredResponse } from '../idempotency';
import { companyToday } from '@dostavka/shared-kernel/domain';
import { orderProblems } from './validate-order';
import { httpError } from '../../../http-error';

const badOrder = (message: string) => httpError(400, message);
/** At most this many problems in one message: a toast has room for a few. */
const SHOWN_PROBLEMS = 3;

/**
 * The directions with the server's own records: city names and codes come from the database, and
 * a chosen pick-up point is the carrier's point as stored (it must be the order's carrier's, in
 * that city, of a kind the carrier serves the hand-over at), a fact the server owns like the price.
 */
async function knownDirections(
  app: FastifyInstance,
  body: CreateOrderBody,
): Promise<CreateOrderBody['directions']> {
  const resolve = async (side: 'From' | 'To', direction: Direction): Promise<Direction> => {
    if (!direction.city)
      return { ...direction, deliveryMethod: deliveryMethod(direction.deliveryMethod.slug) };
    const city = await app.cityRepository.findByCode(direction.city.code);
    if (!city) throw badOrder(`${side}: the city is not one we deliver to`);
    return {
      ...direction,
      // The slug is priced (the quote's fingerprint); its label key and state are the server's.
      deliveryMethod: deliveryMethod(direction.deliveryMethod.slug),
      city,
      point: knownPoint(app, side, direction, body.tariff.company.slug),
    };
  };
  return {
    from: await resolve('From', body.directions.from),
    to: await resolve('To', body.directions.to),
  };
}

function knownPoint(
  app: FastifyInstance,
  side: 'From' | 'To',
  direction: Direction,
  carrier: string,
): PickupPoint | null {
  if (!direction.point) return null;
  const method = direction.deliveryMethod.slug;
  const point = app.tariffs.point(direction.point.id);
  if (!point) throw badOrder(`${side}: no such pick-up point ${direction.point.id}`);
  if (!pointKindOf(method))
    throw badOrder(`${side}: a pick-up point is chosen, but the cargo is not handed over at a point`);
  if (point.provider !== carrier) throw badOrder(`${side}: the pick-up point belongs to another carrier`);
  if (point.city.code !== direction.city?.code)
    throw badOrder(`${side}: the pick-up point is in another city`);
  const kinds = app.tariffs.kindsServing(carrier, method);
  if (!kinds.includes(point.kind))
    throw badOrder(
      `${side}: the pick-up point does not take cargo this way (${method} is at the carrier's ${kinds.join(' or ') || 'no'} points; this one is ${point.kind})`,
    );
  return point;
}

/**
 * Only the codes the engine gives (the contract's list) and a carrier's quote data, named after
 * the offer's provider (`cdekTariff`, `dellinFrom`: src/carriers/offer.ts); anything else is
 * dropped. The signed quote covers them all, so an order keeps the carrier's answer, not the client's.
 */
function allowedCodes(codes: Record<string, string | number>): Record<string, string | number> {
  const { provider } = codes;
  const carrierData = (key: string) =>
    typeof provider === 'string' && key.startsWith(provider) && /^[A-Z]/.test(key.slice(provider.length));
  return Object.fromEntries(
    Object.entries(codes).filter(([key]) => ORDER_TARIFF_CODES.includes(key) || carrierData(key)),
  );
}

function isQuoteReuse(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === 'orders_quote_id_unique' || cause.message.includes('quote_id')))
      return true;
  }
  return false;
}

/**
 * The cargo's totals and each piece's volume as the server measures them from the sizes and
 * weights the quote was priced for (its fingerprint), never the client's sums.
 */
function measuredDimensions(dimensions: Dimensions): Dimensions {
  if (dimensions.totals) {
    // Weight-only mode: the totals the quote was priced for are the whole cargo.
    return {
      ...dimensions,
      cargos: [],
      commonWeight: dimensions.totals.weight,
      commonVolumeWeight: volumeWeightKg(dimensions.totals.volume),
    };
  }
  const cargos = dimensions.cargos.map((cargo) => ({
    ...cargo,
    volume: (cargo.width * cargo.height * cargo.length) / 1_000_000,
  }));
  const m3 = cargos.reduce((sum, cargo) => sum + cargo.volume * cargo.quantity, 0);
  return {
    ...dimensions,
    cargos,
    commonWeight: cargos.reduce((sum, cargo) => sum + cargo.weight * cargo.quantity, 0),
    commonVolumeWeight: volumeWeightKg(m3),
  };
}

/**
 * Manager mode: an internal order is placed by MANAGER and above, while the feature flag is on for
 * them, on behalf of a customer's e-mail. Returns the customer's address, or null for an order of
 * one's own.
 */
async function managerModeCustomer(
  app: FastifyInstance,
  user: RequestUser,
  input: CreateOrderBody,
): Promise<string | null> {
  if (!input.isInternal) {
    if (input.customerEmail) throw badOrder('An order on behalf of a customer must be marked internal');
    return null;
  }
  if (!roleIs.atLeast(user.role, 'MANAGER')) {
    throw httpError(403, 'Only managers place internal orders on behalf of a customer');
  }
  const flag = (await app.featureFlags.all()).find((row) => row.key === MANAGER_ORDER_FLAG);
  const visitor = { targetingKey: user.id, userId: user.id, role: user.role };
  if (!flag || !evaluateFlag(flag, visitor).value) throw httpError(403, 'Manager mode is switched off');
  const email = input.customerEmail?.trim().toLowerCase() ?? '';
  if (!isValidEmail(email))
    throw badOrder('Customer: the e-mail of the customer the order is for is not valid');
  return email;
}

/**
 * The account a manager's order goes into: a customer's. A staff account (MANAGER and above) is
 * refused, so nobody places orders into a colleague's or an administrator's account.
 */
async function customerAccount(app: FastifyInstance, email: string) {
  const account = await app.users.customer(email);
  if (account.role !== 'USER') {
    throw badOrder(
      'Customer: this address belongs to a staff account; a manager places orders for customers only',
    );
  }
  return account;
}

/** Orders one account may place: no person places more by hand (100 in 5 s was possible). */
export const ORDERS_PER_USER = [
  { limit: 10, windowMs: 60 * 1000 },
  { limit: 100, windowMs: 24 * 60 * 60 * 1000 },
] as const;

/**
 * POST /order/create: validates the order, checks its tariff against the signed quote, and stores
 * it with the idempotency key's answer in one transaction (201 with the order).
 */
export async function placeOrder(
  app: FastifyInstance,
  user: RequestUser,
  input: CreateOrderBody,
  lang: 'ru' | 'en',
): Promise<StoredResponse> {
  const customerEmail = await managerModeCustomer(app, user, input);
  return app.idempotency.run(
    { scope: `order/create:${user.id}`, key: input.idempotencyKey, body: input },
    async ({ complete }) => {
      const body = {
        ...input,
        tariff: { ...input.tariff, codes: allowedCodes(input.tariff.codes) },
        directions: await knownDirections(app, input),
        delivery: { ...input.delivery, dimensions: measuredDimensions(input.delivery.dimensions) },
      };
      const now = app.now();
      const problems = orderProblems(body, companyToday(now), now);
      if (problems.length > 0) {
        const more =
          problems.length > SHOWN_PROBLEMS ? ` (and ${problems.length - SHOWN_PROBLEMS} more)` : '';
        throw badOrder(`${problems.slice(0, SHOWN_PROBLEMS).join('; ')}${more}`);
      }
      const { tariff } = body;
      const reference = tariff.quote;
      if (!reference) throw new QuoteError('This tariff has no price quote: calculate the delivery again');
      const quote = app.quotes.verify(
        reference,
        { fingerprint: quoteFingerprint(body.directions, body.delivery), total: tariff.total },
        now,
      );
      if (quote.provider !== tariff.company.slug) {
        throw new QuoteError('The tariff quote belongs to another carrier: calculate the delivery again');
      }
      // The carrier, tariff, price lines, dates and passport requirement are the server's: the
      // order's copy of the offer must be the one the quote signed, word for word (the facts of
      // quotes issued before 29.11.2026 are checked as they were made).
      if (!factsMatch(quote.facts, tariff)) {
        throw new QuoteError(
          'The tariff details (carrier, prices, dates or requirements) differ from the calculated offer: calculate again',
        );
      }
      // The offer's id is the one the engine gave with this quote (older quotes name none: the
      // order then keeps the quote's id), and the expiry is the quote's, never the body's text.
      if (quote.offer !== undefined && quote.offer !== tariff.uuid) {
        throw new QuoteError('The tariff quote belongs to another offer: calculate the delivery again');
      }
      const stored = {
        ...body,
        tariff: {
          ...tariff,
          uuid: quote.offer ?? quoteId(reference),
          expiresAt: new Date(quote.expiresAt * 1000).toISOString(),
        },
      };
      const backs = await app.orders.findByQuote(quoteId(reference));
      if (backs) {
        throw httpError(
          409,
          `This tariff quote already backs order ${backs.number}: calculate the delivery again for another order`,
        );
      }
      // Priced with a card that has changed since (on any process): the price is stale.
      if (quote.version !== undefined) {
        const current = (await rateCardVersions(app.db)).get(quote.provider);
        if (current !== undefined && current !== quote.version) {
          throw new QuoteError(
            "The carrier's prices changed after this tariff was calculated: calculate again",
          );
        }
      }
      const owner = customerEmail ? (await customerAccount(app, customerEmail)).id : user.id;
      // Valid orders only, inside the key's run: a retry of an order already answered is not counted again.
      await app.rateLimiter.enforce(
        ORDERS_PER_USER.map((limit) => ({ key: `order:user:${user.id}`, ...limit })),
        'Too many orders in a short time',
      );
      const placed = await app.db
        .transaction(async (tx) => {
          const order: OrderDetail = await app.orders.create(
            tx,
            {
              userId: owner,
              body: stored,
              total: quote.total,
              provider: quote.provider,
              quoteId: quoteId(reference),
              placedBy: customerEmail ? user.id : null,
              lang,
            },
            now,
          );
          const response = { statusCode: 201, body: order };
          await complete(tx, response);
          return response;
        })
        .catch((error: unknown) => {
          // Two orders raced with one quote under different keys: the second meets the unique index.
          if (isQuoteReuse(error))
            throw httpError(
              409,
              'This tariff quote already backs an order: calculate the delivery again for another order',
            );
          throw error;
        });
      // Committed: the customer's confirmation and the staff boards (a retry with the key does not repeat them).
      await app.orders.placed(placed.body, { userId: owner, lang });
      return placed;
    },
  );
}

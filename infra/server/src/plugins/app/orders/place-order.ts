import type { FastifyInstance } from 'fastify';
import type { CreateOrderBody, Direction, OrderDetail } from '@dostavka/shared-kernel/domain';
import { QuoteError, quoteFingerprint } from '../quotes';
import type { RequestUser } from '../auth';
import type { StoredResponse } from '../idempotency';
import { companyToday, orderProblems } from './validate-order';

const badOrder = (message: string) => Object.assign(new Error(message), { statusCode: 400 });
/** At most this many problems in one message: a toast has room for a few. */
const SHOWN_PROBLEMS = 3;

/** The directions with the server's own city records: names and codes come from the database. */
async function knownCities(
  app: FastifyInstance,
  body: CreateOrderBody,
): Promise<CreateOrderBody['directions']> {
  const resolve = async (side: 'From' | 'To', direction: Direction): Promise<Direction> => {
    if (!direction.city) return direction;
    const city = await app.cityRepository.findByCode(direction.city.code);
    if (!city) throw badOrder(`${side}: the city is not one we deliver to`);
    return { ...direction, city };
  };
  return {
    from: await resolve('From', body.directions.from),
    to: await resolve('To', body.directions.to),
  };
}

/**
 * POST /order/create: validates the order, checks its tariff against the signed quote, and stores
 * it with the idempotency key's answer in one transaction (201 with the order).
 */
export async function placeOrder(
  app: FastifyInstance,
  user: RequestUser,
  input: CreateOrderBody,
): Promise<StoredResponse> {
  return app.idempotency.run(
    { scope: `order/create:${user.id}`, key: input.idempotencyKey, body: input },
    async ({ complete }) => {
      const body = { ...input, directions: await knownCities(app, input) };
      const now = app.now();
      const problems = orderProblems(body, companyToday(now), now);
      if (problems.length > 0) {
        const more =
          problems.length > SHOWN_PROBLEMS ? ` (and ${problems.length - SHOWN_PROBLEMS} more)` : '';
        throw badOrder(`${problems.slice(0, SHOWN_PROBLEMS).join('; ')}${more}`);
      }
      const { tariff } = body;
      if (!tariff.quote) throw new QuoteError('This tariff has no price quote: calculate the delivery again');
      const quote = app.quotes.verify(
        tariff.quote,
        { fingerprint: quoteFingerprint(body.directions, body.delivery), total: tariff.total },
        now,
      );
      if (quote.provider !== tariff.company.slug) {
        throw new QuoteError('The tariff quote belongs to another carrier: calculate the delivery again');
      }
      return app.db.transaction(async (tx) => {
        const order: OrderDetail = await app.orders.create(
          tx,
          { userId: user.id, body, total: quote.total, provider: quote.provider },
          now,
        );
        const response = { statusCode: 201, body: order };
        await complete(tx, response);
        return response;
      });
    },
  );
}

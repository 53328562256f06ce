import { eq } from 'drizzle-orm';
import type {
  AuditEntry,
  RateCard,
  RateCardPreview,
  RateCardVersion,
  StaffRateCard,
  TariffOffer,
} from '@dostavka/shared-kernel/contract';
import { STAFF_RATE_CARDS_FLAG, STAFF_TOKEN_COOKIE } from '@dostavka/shared-kernel/contract';
import { featureFlags } from '../../db/schema';
import { flaggedPageVisible } from '../../plugins/app/web/staff-pages';
import { searchData } from '../../../test/tariff-search';
import {
  call,
  roleCases,
  signInCast,
  startUserApi,
  stopUserApi,
  type Cast,
  type Session,
  type UserApiContext,
} from '../../../test/user-api';

jest.setTimeout(30_000);

const NETWORK = 'dostavka-network';
const BASE = '/api/calculator/rate-cards';

let context: UserApiContext;
let cast: Cast;
let employee: Session;
let moderator: Session;
let admin: Session;

const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, session?: Session) =>
  call(context.app, method, url, body, session?.accessToken);
const setFlag = (enabled: boolean) =>
  context.app.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.key, STAFF_RATE_CARDS_FLAG));
const liveCard = async () =>
  (await send('GET', `${BASE}/${NETWORK}`, undefined, moderator)).json<StaffRateCard>();
const networkTotal = async () => {
  const offers = (await send('POST', '/api/calculator/consolidated', searchData())).json<TariffOffer[]>();
  return offers.find((offer) => offer.company.slug === NETWORK)?.total;
};
/** The card with every zone's minimum and rates raised by a factor (the rules still hold). */
function dearer(card: RateCard, factor: number): RateCard {
  const copy = structuredClone(card);
  for (const zone of copy.consolidated!.zones) {
    zone.minimumRub = Math.round(zone.minimumRub * factor);
    zone.rubPerKg = zone.rubPerKg.map((rate) => Math.round(rate * factor * 100) / 100);
  }
  return copy;
}

beforeAll(async () => {
  context = await startUserApi();
  cast = await signInCast(context.app, 'cards');
  ({ EMPLOYEE: employee, MODERATOR: moderator, ADMIN: admin } = cast);
}, 60_000);
afterAll(() => stopUserApi(context));

describe('who may use the rate-card module', () => {
  test.each(roleCases('MODERATOR', () => cast))('%s', async (_who, session, status) => {
    const who = session?.();
    expect((await send('GET', BASE, undefined, who)).statusCode).toBe(status);
    expect((await send('GET', `${BASE}/${NETWORK}/versions`, undefined, who)).statusCode).toBe(status);
    const { card } = await liveCard();
    expect((await send('POST', `${BASE}/${NETWORK}/preview`, card, who)).statusCode).toBe(status);
    if (status !== 200) {
      expect((await send('PUT', `${BASE}/${NETWORK}`, card, who)).statusCode).toBe(status);
      expect((await send('POST', `${BASE}/${NETWORK}/restore`, { version: 1 }, who)).statusCode).toBe(status);
    }
  });

  test('the list names the version and who changed it last', async () => {
    const cards = (await send('GET', BASE, undefined, moderator)).json<StaffRateCard[]>();
    expect(cards.map((c) => c.provider)).toContain(NETWORK);
    expect(cards[0]).toEqual(
      expect.objectContaining({
        version: expect.any(Number),
        updatedAt: expect.any(String),
        card: expect.any(Object),
      }),
    );
  });

  test('the flag off: the module calls are refused and the page does not exist', async () => {
    const { card } = await liveCard();
    const visible = () =>
      flaggedPageVisible(
        context.app,
        STAFF_RATE_CARDS_FLAG,
        `${STAFF_TOKEN_COOKIE}=${moderator.accessToken}`,
      );
    expect(await visible()).toBe(true);
    expect(
      await flaggedPageVisible(
        context.app,
        STAFF_RATE_CARDS_FLAG,
        `${STAFF_TOKEN_COOKIE}=${employee.accessToken}`,
      ),
    ).toBe(false);
    await setFlag(false);
    try {
      expect(await visible()).toBe(false);
      expect((await send('POST', `${BASE}/${NETWORK}/preview`, card, admin)).statusCode).toBe(403);
      expect((await send('GET', `${BASE}/${NETWORK}/versions`, undefined, admin)).statusCode).toBe(403);
      expect((await send('POST', `${BASE}/${NETWORK}/restore`, { version: 1 }, admin)).json()).toEqual(
        expect.objectContaining({ statusCode: 403, message: 'The rate-card module is switched off for you' }),
      );
    } finally {
      await setFlag(true);
    }
  });
});

describe('rule messages by field', () => {
  test('a rule the server checks names the field', async () => {
    const { card } = await liveCard();
    const broken = structuredClone(card);
    broken.consolidated!.zones[2]!.minimumRub = 1;
    // A new terminal in a city nobody knows.
    const lone =
      broken.consolidated!.terminals.push({ city: '9999999999999', hub: false, doorFactor: 1 }) - 1;
    const response = await send('PUT', `${BASE}/${NETWORK}`, broken, moderator);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      {
        path: 'consolidated.zones[2].minimumRub',
        message: 'a farther zone may not cost less than the one before',
      },
      { path: `consolidated.terminals[${lone}].city`, message: 'unknown city 9999999999999' },
    ]);
  });

  test('a value the schema refuses names the field', async () => {
    const { card } = await liveCard();
    const broken = structuredClone(card) as unknown as { consolidated: { pickup: Array<{ rub: number }> } };
    broken.consolidated.pickup[0]!.rub = -5;
    const response = await send('POST', `${BASE}/${NETWORK}/preview`, broken, moderator);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      expect.objectContaining({ path: 'consolidated.pickup[0].rub', message: expect.stringMatching(/>= 0/) }),
    ]);
  });
});

describe('preview, save, versions, restore', () => {
  test('the preview prices samples with the draft beside the live card and changes no live price', async () => {
    const live = await liveCard();
    const before = await networkTotal();
    const response = await send('POST', `${BASE}/${NETWORK}/preview`, dearer(live.card, 2), moderator);
    expect(response.statusCode).toBe(200);
    const preview = response.json<RateCardPreview>();
    const spbMoscow = preview.rows.find((row) => row.id === 'kg100-7800000000000-7700000000000');
    expect(spbMoscow).toEqual(
      expect.objectContaining({ from: 'Санкт-Петербург', to: 'Москва', mode: 'consolidated', weightKg: 100 }),
    );
    expect(spbMoscow!.draft).toBeGreaterThan(spbMoscow!.live!);
    expect(await networkTotal()).toBe(before);
    expect((await liveCard()).version).toBe(live.version);
  });

  test('a save is a new version, audited with the fields before and after; a restore brings the old card back', async () => {
    const live = await liveCard();
    const before = await networkTotal();
    const saved = await send('PUT', `${BASE}/${NETWORK}`, dearer(live.card, 1.5), moderator);
    expect(saved.statusCode).toBe(200);
    const changed = saved.json<StaffRateCard>();
    expect(changed.version).toBe(live.version + 1);
    expect(changed.updatedBy?.email).toBe('cards-moderator@dostavka.ru');
    expect(await networkTotal()).toBeGreaterThan(before!);

    const versions = (await send('GET', `${BASE}/${NETWORK}/versions`, undefined, moderator)).json<
      RateCardVersion[]
    >();
    expect(versions.map((v) => v.version).slice(0, 2)).toEqual([live.version + 1, live.version]);
    expect(versions[0]!.by?.email).toBe('cards-moderator@dostavka.ru');
    expect(versions[0]!.changed).toContain('consolidated.zones[0].minimumRub');

    const old = await send('GET', `${BASE}/${NETWORK}/versions/${live.version}`, undefined, moderator);
    expect(old.json().card).toEqual(live.card);

    const restored = await send('POST', `${BASE}/${NETWORK}/restore`, { version: live.version }, admin);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<StaffRateCard>()).toEqual(
      expect.objectContaining({ version: live.version + 2, card: live.card }),
    );
    expect(await networkTotal()).toBe(before);
    const latest = (await send('GET', `${BASE}/${NETWORK}/versions`, undefined, moderator)).json<
      RateCardVersion[]
    >()[0]!;
    expect(latest).toEqual(
      expect.objectContaining({ version: live.version + 2, restoredFrom: live.version }),
    );
    expect(latest.by?.email).toBe('cards-admin@dostavka.ru');

    const audit: AuditEntry[] = await context.app.audit.of('rate-card', NETWORK);
    expect(audit.map((entry) => entry.action).slice(-2)).toEqual(['rate-card.update', 'rate-card.restore']);
    const update = audit.at(-2)!;
    expect(update.actor?.email).toBe('cards-moderator@dostavka.ru');
    const zoneMinimum = live.card.consolidated!.zones[0]!.minimumRub;
    expect(update.before).toEqual(
      expect.objectContaining({
        version: live.version,
        fields: expect.objectContaining({ 'consolidated.zones[0].minimumRub': zoneMinimum }),
      }),
    );
    expect(update.after).toEqual(
      expect.objectContaining({
        version: live.version + 1,
        fields: expect.objectContaining({
          'consolidated.zones[0].minimumRub': Math.round(zoneMinimum * 1.5),
        }),
      }),
    );
    expect(audit.at(-1)!.comment).toBe(`restored version ${live.version}`);
  });

  test('restoring the live version or one that never was is refused', async () => {
    const live = await liveCard();
    expect(
      (await send('POST', `${BASE}/${NETWORK}/restore`, { version: live.version }, moderator)).statusCode,
    ).toBe(409);
    expect((await send('POST', `${BASE}/${NETWORK}/restore`, { version: 999 }, moderator)).statusCode).toBe(
      404,
    );
    expect((await send('POST', `${BASE}/nobody/restore`, { version: 1 }, moderator)).statusCode).toBe(404);
  });
});

/**
 * One entry per staff module (the kernel's STAFF_MODULES): whatever role its flag is given at run
 * time (on /staff/flags/ from the module's lowest role up, or in the database), the page's document, the flag the browser is told (the menu, the shell's
 * route) and the module's API agree on who gets the module.
 */
import { eq } from 'drizzle-orm';
import { ROLE_LEVELS, roleIs, type RoleSlug } from '@dostavka/shared-kernel/domain';
import { STAFF_MODULES, type StaffModule } from '@dostavka/shared-kernel/routing';
import { STAFF_TOKEN_COOKIE, type StaffFlag } from '@dostavka/shared-kernel/contract';
import { featureFlags } from '../db/schema';
import { flaggedPageVisible } from '../plugins/app/web/staff-pages';
import { searchData } from '../../test/tariff-search';
import {
  call,
  signInCast,
  startUserApi,
  stopUserApi,
  type Cast,
  type UserApiContext,
} from '../../test/user-api';

jest.setTimeout(120_000);

let context: UserApiContext;
let cast: Cast;
beforeAll(async () => {
  context = await startUserApi();
  cast = await signInCast(context.app, 'modules');
}, 120_000);
afterAll(() => stopUserApi(context));

/** A call of each module's API that succeeds for whom the module is on. */
const API: Partial<
  Record<keyof typeof STAFF_MODULES, [method: 'GET' | 'POST', url: string, body?: unknown]>
> = {
  orders: ['GET', '/api/user/staff/orders'],
  inbox: ['GET', '/api/user/staff/inbox/'],
  tariffs: ['POST', '/api/calculator/analytics/consolidated', searchData()],
  rateCards: ['GET', '/api/calculator/rate-cards/severny-express/versions'],
  carriers: ['GET', '/api/admin/carriers'],
  flags: ['GET', '/api/user/staff/flags/'],
  // remotes: its API is the release pipeline's too (routes/admin/remotes.ts): the role only.
};

const VISITORS: Array<RoleSlug | 'guest'> = ['guest', ...(Object.keys(ROLE_LEVELS) as RoleSlug[])];
const FLAG_ROLES: Array<RoleSlug | null> = [null, ...(Object.keys(ROLE_LEVELS) as RoleSlug[])];

async function setFlagRole(module: StaffModule, minRole: RoleSlug | null) {
  const flags = (
    await call(context.app, 'GET', '/api/user/staff/flags/', undefined, cast.ADMIN.accessToken)
  ).json<StaffFlag[]>();
  const flag = flags.find((row) => row.key === module.flag)!;
  const body = {
    description: flag.description,
    enabled: true,
    minRole,
    rolloutPercent: 100,
    userEmails: [],
  };
  const saved = await call(
    context.app,
    'PUT',
    `/api/user/staff/flags/${module.flag}`,
    body,
    cast.ADMIN.accessToken,
  );
  if (roleIs.atLeast(minRole, module.minRole)) {
    expect(saved.statusCode).toBe(200);
    return;
  }
  // Below the module's lowest role the flags page refuses the edit; a row changed another way (a
  // migration, an operator's SQL) must still not open the module below it.
  expect(saved.statusCode).toBe(400);
  await context.app.db.update(featureFlags).set({ minRole }).where(eq(featureFlags.key, module.flag));
}

/** What each visitor gets of the module: its page, the flag the browser hears, its API. */
async function views(key: keyof typeof STAFF_MODULES) {
  const module = STAFF_MODULES[key];
  const [method, url, body] = API[key]!;
  return Promise.all(
    VISITORS.map(async (visitor) => {
      const token = visitor === 'guest' ? undefined : cast[visitor].accessToken;
      const page = await flaggedPageVisible(
        context.app,
        module.flag,
        token ? `${STAFF_TOKEN_COOKIE}=${token}` : undefined,
      );
      const told = (await call(context.app, 'GET', '/api/user/flags', undefined, token)).json().flags[
        module.flag
      ]?.value;
      const api = (await call(context.app, method, url, body, token)).statusCode === 200;
      return { visitor, page, told, api };
    }),
  );
}

describe.each(Object.keys(API) as Array<keyof typeof STAFF_MODULES>)('the %s module', (key) => {
  test.each(FLAG_ROLES)('with its flag for %s and above, page, menu and API agree', async (minRole) => {
    const module = STAFF_MODULES[key];
    await setFlagRole(module, minRole);
    const seen = await views(key);
    for (const { visitor, page, told, api } of seen)
      expect({ visitor, told, api }).toEqual({ visitor, told: page, api: page });
    // Never below the module's lowest role, whatever the flag says.
    const floor = ROLE_LEVELS[module.minRole];
    const lowest = Math.max(floor, minRole ? ROLE_LEVELS[minRole] : 0);
    expect(seen.filter((view) => view.page).map((view) => view.visitor)).toEqual(
      VISITORS.filter((visitor) => visitor !== 'guest' && ROLE_LEVELS[visitor] >= lowest),
    );
  });
});

import type { FastifyInstance } from 'fastify';
import type { RoleSlug } from '@dostavka/shared-kernel/domain';
import type { StaffModule } from '@dostavka/shared-kernel/routing';
import { httpError } from '../http-error';
import { evaluateFlag } from './evaluate';

/** What guards a staff module: its flag and its lowest role (an API without a page of its own too). */
type StaffGate = Pick<StaffModule, 'flag' | 'minRole'>;

/**
 * Whether the signed-in person gets a staff module: its flag, as it stands now, is on for them
 * (which asks the module's lowest role too, evaluate.ts). The page's document asks the same.
 */
export async function staffModuleOn(
  app: FastifyInstance,
  user: { id: string; role: RoleSlug } | null,
  module: StaffGate,
): Promise<boolean> {
  if (!user) return false;
  const flag = (await app.featureFlags.all()).find((row) => row.key === module.flag);
  if (!flag) return false;
  return evaluateFlag(flag, { targetingKey: user.id, userId: user.id, role: user.role }).value;
}

/**
 * The preHandlers of a staff module's API: the module's lowest role (401/403 as everywhere), then
 * its flag for this person as it stands now (403 with `offMessage` while it is off for them).
 */
export function staffModuleGuard(app: FastifyInstance, module: StaffGate, offMessage: string) {
  return [
    app.requireRole(module.minRole),
    async (request: { user: { id: string; role: RoleSlug } | null }) => {
      if (!(await staffModuleOn(app, request.user, module))) throw httpError(403, offMessage);
    },
  ];
}

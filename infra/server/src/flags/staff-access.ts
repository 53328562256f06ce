import type { FastifyInstance } from 'fastify';
import { roleIs, type RoleSlug } from '@dostavka/shared-kernel/domain';
import { httpError } from '../http-error';
import { evaluateFlag } from './evaluate';

/** Whether the signed-in person gets a staff module: their role reaches `minRole` and its flag is on for them. */
export async function staffModuleOn(
  app: FastifyInstance,
  user: { id: string; role: RoleSlug } | null,
  flagKey: string,
  minRole: RoleSlug,
): Promise<boolean> {
  if (!user || !roleIs.atLeast(user.role, minRole)) return false;
  const flag = (await app.featureFlags.all()).find((row) => row.key === flagKey);
  if (!flag) return false;
  return evaluateFlag(flag, { targetingKey: user.id, userId: user.id, role: user.role }).value;
}

/**
 * The preHandlers of a staff module's API: the role (401/403 as everywhere), then the module's
 * flag for this person (403 with `offMessage` while it is off for them).
 */
export function staffModuleGuard(
  app: FastifyInstance,
  flagKey: string,
  minRole: RoleSlug,
  offMessage: string,
) {
  return [
    app.requireRole(minRole),
    async (request: { user: { id: string; role: RoleSlug } | null }) => {
      if (!(await staffModuleOn(app, request.user, flagKey, minRole))) throw httpError(403, offMessage);
    },
  ];
}

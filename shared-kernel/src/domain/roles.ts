import { ROLE_LEVELS, type RoleSlug } from '../contract/vocabulary';

export { ROLE_LEVELS, type RoleSlug };
export const GUEST_LEVEL = 0;

/** null or undefined is a guest. */
export type MaybeRole = RoleSlug | null | undefined;

export function roleLevel(role: MaybeRole): number {
  return role ? ROLE_LEVELS[role] : GUEST_LEVEL;
}

/** Comparisons by level: `roleIs.atLeast(user?.role.slug, 'MANAGER')`. */
export const roleIs = {
  greater: (a: MaybeRole, b: MaybeRole) => roleLevel(a) > roleLevel(b),
  atLeast: (a: MaybeRole, b: MaybeRole) => roleLevel(a) >= roleLevel(b),
  less: (a: MaybeRole, b: MaybeRole) => roleLevel(a) < roleLevel(b),
  atMost: (a: MaybeRole, b: MaybeRole) => roleLevel(a) <= roleLevel(b),
  equal: (a: MaybeRole, b: MaybeRole) => roleLevel(a) === roleLevel(b),
} as const;

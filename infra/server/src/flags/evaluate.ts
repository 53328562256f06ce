import { createHash } from 'node:crypto';
import { roleIs, type RoleSlug } from '@dostavka/shared-kernel/domain';
import { flagRolesFor, staffModuleOfFlag } from '@dostavka/shared-kernel/routing';

export interface FlagDefinition {
  key: string;
  enabled: boolean;
  minRole: string | null;
  rolloutPercent: number;
  userIds: string[];
}

export interface FlagVisitor {
  /** The signed-in user's id, or a stable id the browser keeps for a guest. */
  targetingKey: string;
  userId: string | null;
  role: RoleSlug | null;
}

export type FlagReason = 'DISABLED' | 'ROLE' | 'TARGETING_MATCH' | 'SPLIT' | 'STATIC';

export interface FlagResult {
  value: boolean;
  reason: FlagReason;
}

/** 0-99, the same for one flag and visitor every time, independent between flags. */
export function rolloutBucket(flagKey: string, targetingKey: string): number {
  return createHash('sha256').update(`${flagKey}:${targetingKey}`).digest().readUInt32BE(0) % 100;
}

/** Why a flag cannot take this lowest role (the kernel's `flagRolesFor`), or null: it can. */
export function minRoleProblem(key: string, minRole: string | null | undefined): string | null {
  // Left out of a partial edit, the role stays as it is.
  if (minRole === undefined) return null;
  const allowed = flagRolesFor(key);
  return allowed.includes(minRole as RoleSlug | null)
    ? null
    : `minRole: ${key} switches a staff module that opens from ${allowed[0]} at the lowest`;
}

/**
 * Pure: whether a flag is on for a visitor, and why (OpenFeature's resolution reasons). A staff
 * module's flag is off below the module's lowest role whatever role the flag itself names, so
 * that its page, its menu entry and its API (which all ask this) agree.
 */
export function evaluateFlag(flag: FlagDefinition, visitor: FlagVisitor): FlagResult {
  if (!flag.enabled) return { value: false, reason: 'DISABLED' };
  const floor = staffModuleOfFlag(flag.key)?.minRole;
  if (floor && !roleIs.atLeast(visitor.role, floor)) return { value: false, reason: 'ROLE' };
  if (flag.minRole && !roleIs.atLeast(visitor.role, flag.minRole as RoleSlug))
    return { value: false, reason: 'ROLE' };
  if (visitor.userId && flag.userIds.includes(visitor.userId))
    return { value: true, reason: 'TARGETING_MATCH' };
  if (flag.rolloutPercent >= 100) return { value: true, reason: 'STATIC' };
  return { value: rolloutBucket(flag.key, visitor.targetingKey) < flag.rolloutPercent, reason: 'SPLIT' };
}

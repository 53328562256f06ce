import { createHash } from 'node:crypto';
import { roleIs, type RoleSlug } from '@dostavka/shared-kernel/domain';
import { staffModuleOfFlag } from '@dostavka/shared-kernel/routing';

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

/**
 * Why a flag cannot take this lowest role (null: it can; null as the role is everybody). A staff module's flag never opens below
 * the module's own lowest role: `evaluateFlag` would keep it off there, and an edit that says
 * otherwise would be saved yet change nothing.
 */
export function minRoleProblem(key: string, minRole: string | null | undefined): string | null {
  const floor = staffModuleOfFlag(key)?.minRole;
  // Left out of a partial edit, the role stays as it is.
  return floor && minRole !== undefined && !roleIs.atLeast(minRole as RoleSlug | null, floor)
    ? `minRole: ${key} switches a staff module that opens from ${floor} at the lowest`
    : null;
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

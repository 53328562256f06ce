import type { StaffFlag, StaffFlagBody } from '@dostavka/shared-kernel/contract';
import { ROLE_LEVELS, roleIs, type RoleSlug } from '@dostavka/shared-kernel/domain';
import { staffModuleOfFlag } from '@dostavka/shared-kernel/routing';
import { flagDefinitionSchema, splitEmails, validateWith } from '@dostavka/shared-kernel/rules';

/** A flag as its form holds it: the role '' is everybody, the users are e-mails one a line. */
export interface FlagFormValues {
  /** In Russian; `descriptionEn` is the English one (empty: the Russian shows in English too). */
  description: string;
  descriptionEn: string;
  enabled: boolean;
  minRole: RoleSlug | '';
  rolloutPercent: number | string;
  userEmails: string;
}

const ROLES = Object.keys(ROLE_LEVELS) as RoleSlug[];

/**
 * The lowest roles a flag may take, in order, '' (everybody) first where it may: a staff module's
 * flag never opens below the module's own lowest role (the server refuses such an edit).
 */
export function rolesFor(flagKey: string): Array<RoleSlug | ''> {
  const floor = staffModuleOfFlag(flagKey)?.minRole;
  return floor ? ROLES.filter((role) => roleIs.atLeast(role, floor)) : ['', ...ROLES];
}
export const validateFlag = validateWith<FlagFormValues>(flagDefinitionSchema);

export const flagFormValues = (flag: StaffFlag): FlagFormValues => ({
  description: flag.description,
  descriptionEn: flag.en?.description ?? '',
  enabled: flag.enabled,
  minRole: flag.minRole ?? '',
  rolloutPercent: flag.rolloutPercent,
  userEmails: flag.users.map((user) => user.email).join('\n'),
});

export const flagBody = (values: FlagFormValues): StaffFlagBody => ({
  description: values.description.trim(),
  // Left empty, the English description is not sent and stays as it is.
  ...(values.descriptionEn.trim() ? { en: { description: values.descriptionEn.trim() } } : {}),
  enabled: values.enabled,
  minRole: values.minRole || null,
  rolloutPercent: Number(values.rolloutPercent),
  userEmails: splitEmails(values.userEmails),
});

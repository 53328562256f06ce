import type { StaffFlag, StaffFlagBody } from '@dostavka/shared-kernel/contract';
import type { RoleSlug } from '@dostavka/shared-kernel/domain';
import { flagRolesFor } from '@dostavka/shared-kernel/routing';
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

/** The lowest roles the flag's form offers ('' is everybody): the kernel's `flagRolesFor`. */
export const rolesFor = (flagKey: string): Array<RoleSlug | ''> =>
  flagRolesFor(flagKey).map((role) => role ?? '');

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

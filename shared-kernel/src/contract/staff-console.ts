/**
 * The staff console's inbox and flags modules (issue 19): feedback messages and callback requests
 * as staff handle them, and feature flag definitions as administrators edit them.
 */
import { Type, type Static } from 'typebox';
import { Paged, PageLimit, PageNumber, RequiredText } from './common';
import { FlagEvaluation, RoleSlug } from './account';
import { AuditEntry } from './staff';
import { INBOX_KINDS, INBOX_STATES } from './names';

export const InboxState = Type.Enum(INBOX_STATES);
export const InboxKind = Type.Enum(INBOX_KINDS);

const Person = Type.Object({ id: Type.String(), email: Type.String() });

/** One feedback message or callback request. */
export const InboxItem = Type.Object({
  id: Type.String(),
  kind: InboxKind,
  /** 7 and 10 digits. */
  phone: Type.String(),
  message: Type.Union([Type.String(), Type.Null()]),
  roistat: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  state: InboxState,
  takenBy: Type.Union([Person, Type.Null()]),
  takenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  outcome: Type.Union([Type.String(), Type.Null()]),
  doneAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export const InboxPage = Paged(InboxItem);

export const InboxQuery = Type.Object({
  state: Type.Optional(InboxState),
  kind: Type.Optional(InboxKind),
  page: PageNumber({ default: 1 }),
  limit: PageLimit(100, { default: 20 }),
});

/** The staff menu's badge. */
export const InboxCount = Type.Object({ new: Type.Integer({ minimum: 0 }) });

/** A state change: leaving 'new' takes the item (for the caller unless taken); 'done' needs the outcome. */
export const InboxUpdateBody = Type.Object(
  {
    state: InboxState,
    outcome: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

/** An item with what was done to it. */
export const InboxItemDetail = Type.Object({ item: InboxItem, audit: Type.Array(AuditEntry) });

/** A flag's English description (its `description` is the Russian one). */
export const FlagTexts = Type.Object({ description: Type.String() });

/** An edit's English description (left out: it stays as it is). */
const FlagTextsEdit = Type.Object(
  { description: RequiredText({ maxLength: 300 }) },
  { description: 'The English description (left out: it stays as it is)', additionalProperties: false },
);

/** A flag's rules, as staff and administrators set them. */
const flagRules = {
  description: RequiredText({ maxLength: 300, description: 'In Russian' }),
  enabled: Type.Boolean(),
  minRole: Type.Union([RoleSlug, Type.Null()]),
  rolloutPercent: Type.Integer({ minimum: 0, maximum: 100 }),
};

/** A feature flag as administrators see it: the rules, and the listed users with their e-mails. */
export const FlagDefinition = Type.Object({
  key: Type.String(),
  ...flagRules,
  /** What the flag is for, in Russian. */
  description: Type.String(),
  en: Type.Optional(Type.Union([FlagTexts, Type.Null()], { description: 'The English description' })),
  userIds: Type.Array(Type.String()),
});

export const StaffFlag = Type.Object({
  ...FlagDefinition.properties,
  /** The listed users' e-mails (an id without an account any more is left out). */
  users: Type.Array(Person),
  updatedAt: Type.String({ format: 'date-time' }),
  audit: Type.Array(AuditEntry, { description: 'the latest changes, newest first (at most 10)' }),
});

/** An edit from the flags page: users are named by e-mail, the server looks their accounts up. */
export const StaffFlagBody = Type.Object(
  {
    ...flagRules,
    en: Type.Optional(FlagTextsEdit),
    userEmails: Type.Array(Type.String({ minLength: 3, maxLength: 254 }), { maxItems: 1000 }),
  },
  { additionalProperties: false },
);

/** An administrator's change of a definition (the plain API): any of the rules, users by id. */
export const FlagDefinitionUpdate = Type.Partial(
  Type.Object({
    ...flagRules,
    en: FlagTextsEdit,
    userIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000 }),
  }),
  { additionalProperties: false, minProperties: 1 },
);

export const FlagPreviewQuery = Type.Object({ email: RequiredText({ maxLength: 254 }) });

/** "What would this user see": every flag evaluated for one account, as the server does. */
export const FlagPreview = Type.Object({
  user: Type.Object({ id: Type.String(), email: Type.String(), role: RoleSlug }),
  flags: Type.Record(Type.String(), FlagEvaluation),
});

export type InboxState = Static<typeof InboxState>;
export type InboxKind = Static<typeof InboxKind>;
export type InboxItem = Static<typeof InboxItem>;
export type InboxPage = Static<typeof InboxPage>;
export type InboxQuery = Static<typeof InboxQuery>;
export type InboxCount = Static<typeof InboxCount>;
export type InboxUpdateBody = Static<typeof InboxUpdateBody>;
export type InboxItemDetail = Static<typeof InboxItemDetail>;
export type FlagDefinition = Static<typeof FlagDefinition>;
export type StaffFlag = Static<typeof StaffFlag>;
export type StaffFlagBody = Static<typeof StaffFlagBody>;
export type FlagDefinitionUpdate = Static<typeof FlagDefinitionUpdate>;
export type FlagPreview = Static<typeof FlagPreview>;

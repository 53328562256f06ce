/**
 * The remote registry (issue 14): which version of each remote the site serves, its canary and
 * the history of changes, edited by administrators through /api/admin/remotes.
 */
import { Type, type Static } from 'typebox';
import { REMOTE_MANIFEST_URL_PATTERN, REMOTE_VERSION_PATTERN } from './vocabulary';
import { RequiredText } from './common';

const RemoteVersionText = Type.String({
  pattern: REMOTE_VERSION_PATTERN.source,
  description: 'the release label, e.g. 1.4.2',
  examples: ['1.4.2'],
});

export const RegisterRemoteVersionBody = Type.Object(
  {
    version: RemoteVersionText,
    manifestUrl: RequiredText({
      maxLength: 2000,
      pattern: REMOTE_MANIFEST_URL_PATTERN.source,
      description: "absolute URL of the version's mf-manifest.json",
      examples: ['https://cdn.example.ru/mf-calculator/1.4.2/mf-manifest.json'],
    }),
  },
  { additionalProperties: false },
);

export const ActivateRemoteBody = Type.Object(
  {
    version: RemoteVersionText,
    canaryPercent: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100,
        description: 'share of visitors (sticky per visitor) that get the version; 100 or none: everyone',
      }),
    ),
  },
  { additionalProperties: false },
);

export const RemoteVersionInfo = Type.Object({
  version: Type.String(),
  manifestUrl: Type.String(),
  entryUrl: Type.Union([Type.String(), Type.Null()]),
  /** `sha256-<base64>` of the files as registered; null for the versions seeded from the configuration. */
  manifestIntegrity: Type.Union([Type.String(), Type.Null()]),
  entryIntegrity: Type.Union([Type.String(), Type.Null()]),
  kernelRange: Type.Union([Type.String(), Type.Null()], {
    description: 'the kernel versions the remote was built against',
  }),
  serverUrl: Type.Union([Type.String(), Type.Null()], {
    description: 'the server build the site renders this version with (remotes with server-rendered pages)',
  }),
  serverIntegrity: Type.Union([Type.String(), Type.Null()]),
  registeredAt: Type.String({ format: 'date-time' }),
  registeredBy: Type.Union([Type.String(), Type.Null()]),
  registeredByEmail: Type.Union([Type.String(), Type.Null()], {
    description: 'the e-mail of the administrator who registered it; null for the server itself',
  }),
});

export const RemoteAuditEntry = Type.Object({
  action: Type.Enum(['seed', 'register', 'activate', 'canary', 'rollback', 'delete']),
  from: Type.Union([Type.String(), Type.Null()], { description: 'the version before the change' }),
  to: Type.Union([Type.String(), Type.Null()], { description: 'the version after the change' }),
  canaryPercent: Type.Union([Type.Integer(), Type.Null()]),
  by: Type.Union([Type.String(), Type.Null()], { description: 'user id; null for the server itself' }),
  byEmail: Type.Union([Type.String(), Type.Null()], {
    description: "that user's e-mail; null for the server itself or an account no longer there",
  }),
  at: Type.String({ format: 'date-time' }),
});

export const RemoteFailureCounts = Type.Object({
  version: Type.String(),
  failures: Type.Integer({
    description: 'failure reports since the version was registered, from every server process',
  }),
  views: Type.Integer({
    description:
      'documents served with this version since it was registered, from every process (a few seconds behind)',
  }),
});

export const RegistryRemote = Type.Object({
  name: Type.String({ examples: ['mf_calculator'] }),
  active: Type.String({ description: 'the version most visitors get' }),
  canary: Type.Union([
    Type.Object({ version: Type.String(), percent: Type.Integer({ minimum: 1, maximum: 99 }) }),
    Type.Null(),
  ]),
  versions: Type.Array(RemoteVersionInfo),
  history: Type.Array(RemoteAuditEntry, { description: 'newest first' }),
  errors: Type.Array(RemoteFailureCounts, { description: 'every registered version' }),
});

export const RegistryAnswer = Type.Object({
  kernelVersion: Type.String({ description: 'the shell\u2019s kernel, which every remote must accept' }),
  remotes: Type.Array(RegistryRemote),
});

export const RemoteNameParams = Type.Object({ name: RequiredText({ maxLength: 64 }) });
export const RemoteVersionParams = Type.Object({
  name: RequiredText({ maxLength: 64 }),
  version: RemoteVersionText,
});

export type RegisterRemoteVersionBody = Static<typeof RegisterRemoteVersionBody>;
export type ActivateRemoteBody = Static<typeof ActivateRemoteBody>;
export type RemoteVersionInfo = Static<typeof RemoteVersionInfo>;
export type RemoteAuditEntry = Static<typeof RemoteAuditEntry>;
export type RegistryRemote = Static<typeof RegistryRemote>;
export type RegistryAnswer = Static<typeof RegistryAnswer>;

/** A remote's failure in a visitor's browser (no personal data: the message is masked by the shell). */
export const RemoteFailureReportBody = Type.Object(
  {
    remote: RequiredText({ maxLength: 64, examples: ['mf_calculator'] }),
    manifestUrl: Type.String({ maxLength: 2000, description: 'the manifest the tab loaded the remote from' }),
    kind: Type.Enum(['load', 'mount', 'render']),
    message: Type.String({ maxLength: 300 }),
  },
  { additionalProperties: false },
);
export type RemoteFailureReportBody = Static<typeof RemoteFailureReportBody>;

import {
  ErrorCode,
  ProviderEvents,
  OpenFeatureEventEmitter,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';
import type { FlagEvaluation } from '@dostavka/shared-kernel/domain';

export type FetchFlags = (targetingKey: string) => Promise<{ flags: Record<string, FlagEvaluation> }>;

/**
 * OpenFeature provider fed by the server: the server evaluates every flag for the visitor (role,
 * listed users, percentage rollout) and this provider answers from that result. A new context
 * (sign-in, sign-out) fetches again, and so does `refresh()` (the shell calls it on every navigation:
 * the server answers 304 while nothing changed for the visitor, so it costs a small request). Only
 * boolean flags exist; other types get their default.
 */
export class ServerFlagProvider implements Provider {
  readonly metadata = { name: 'dostavka-server-flags' } as const;
  readonly runsOn = 'client' as const;
  readonly events = new OpenFeatureEventEmitter();
  private flags: Record<string, FlagEvaluation> = {};
  private targetingKey = 'anonymous';

  constructor(private readonly fetchFlags: FetchFlags) {}

  async initialize(context?: EvaluationContext): Promise<void> {
    await this.load(context);
  }

  async onContextChange(_old: EvaluationContext, next: EvaluationContext): Promise<void> {
    await this.load(next);
    this.events.emit(ProviderEvents.ConfigurationChanged);
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    const flag = this.flags[flagKey];
    if (!flag) return { value: defaultValue, reason: 'ERROR', errorCode: ErrorCode.FLAG_NOT_FOUND };
    return { value: flag.value, reason: flag.reason, variant: flag.value ? 'on' : 'off' };
  }

  resolveStringEvaluation(_key: string, defaultValue: string): ResolutionDetails<string> {
    return { value: defaultValue, reason: 'ERROR', errorCode: ErrorCode.TYPE_MISMATCH };
  }

  resolveNumberEvaluation(_key: string, defaultValue: number): ResolutionDetails<number> {
    return { value: defaultValue, reason: 'ERROR', errorCode: ErrorCode.TYPE_MISMATCH };
  }

  resolveObjectEvaluation<T extends JsonValue>(_key: string, defaultValue: T): ResolutionDetails<T> {
    return { value: defaultValue, reason: 'ERROR', errorCode: ErrorCode.TYPE_MISMATCH };
  }

  /** Asks the server again; tells OpenFeature's clients only when an evaluation changed. */
  async refresh(): Promise<void> {
    const { flags } = await this.fetchFlags(this.targetingKey);
    if (JSON.stringify(flags) === JSON.stringify(this.flags)) return;
    this.flags = flags;
    this.events.emit(ProviderEvents.ConfigurationChanged);
  }

  private async load(context?: EvaluationContext): Promise<void> {
    this.targetingKey = context?.targetingKey ?? 'anonymous';
    const { flags } = await this.fetchFlags(this.targetingKey);
    this.flags = flags;
  }
}

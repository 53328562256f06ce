/**
 * СДЭК's OAuth 2.0 client-credentials token (POST /v2/oauth/token, form-encoded grant_type,
 * client_id, client_secret; answer { access_token, token_type, expires_in }). One token is kept
 * per process and asked again a minute before it expires, or at once after a 401; callers that
 * need one while it is being asked share that request.
 */
import { CarrierError, type CarrierHttp } from '../http';

/** A token is renewed this long before its expiry, so none is sent in its last seconds. */
const RENEW_BEFORE_MS = 60_000;

export class CdekToken {
  private token: { value: string; until: number } | null = null;
  private asking: Promise<string> | null = null;

  constructor(
    private readonly http: CarrierHttp,
    private readonly base: string,
    private readonly credentials: { clientId: string; clientSecret: string },
    private readonly now: () => number = Date.now,
  ) {}

  /** A valid token, asked for when none is kept or it is about to expire. */
  get(signal: AbortSignal): Promise<string> {
    if (this.token && this.token.until - RENEW_BEFORE_MS > this.now())
      return Promise.resolve(this.token.value);
    this.asking ??= this.ask(signal).finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  /** The carrier refused the token (401): the next call asks for a new one. */
  drop(value: string): void {
    if (this.token?.value === value) this.token = null;
  }

  private async ask(signal: AbortSignal): Promise<string> {
    const { body } = await this.http({
      method: 'POST',
      url: `${this.base}/v2/oauth/token`,
      form: {
        grant_type: 'client_credentials',
        client_id: this.credentials.clientId,
        client_secret: this.credentials.clientSecret,
      },
      signal,
    });
    const answer = body as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof answer?.access_token !== 'string' || answer.access_token === '')
      throw new CarrierError('bad-answer', 'the token answer has no access_token');
    const seconds = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 3600;
    this.token = { value: answer.access_token, until: this.now() + seconds * 1000 };
    return answer.access_token;
  }
}

import { readRuntimeConfig } from '@dostavka/shared-kernel/config';
import { failureMessage, type FailureReport } from '@dostavka/shared-kernel/remote';
import { manifestUrlOf } from './remotes';

/** A tab reports each remote's kind of failure once, and at most this many in all. */
const MAX_REPORTS = 5;

/**
 * The shell's failure reporter: POSTs `{ remote, manifestUrl, kind, message }` to the server,
 * which counts it for the remote's version. No personal data: the message is masked
 * (failureMessage) and nothing else about the visitor is sent. Sampled per tab: the first
 * failure of a kind for a remote, at most five in all; the server rate-limits per address.
 */
export function createFailureReporter(
  send: (url: string, body: string) => void = (url, body) => {
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  },
): (report: FailureReport) => void {
  const sent = new Set<string>();
  return ({ remote, kind, error }) => {
    const key = `${remote} ${kind}`;
    if (sent.has(key) || sent.size >= MAX_REPORTS) return;
    sent.add(key);
    const manifestUrl = manifestUrlOf(remote) ?? '';
    const url = `${readRuntimeConfig().api.user}/remote-failures`;
    send(url, JSON.stringify({ remote, manifestUrl, kind, message: failureMessage(error) }));
  };
}

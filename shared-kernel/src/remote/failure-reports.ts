/**
 * Failures of a remote in the browser (it did not load, its mount threw, a page threw while
 * rendering), handed to whatever reporter the shell installed. The kernel is one shared copy,
 * so the remotes' page boundaries report through the shell's reporter.
 */
export type FailureKind = 'load' | 'mount' | 'render';

export interface FailureReport {
  /** The federation name, e.g. mf_calculator. */
  remote: string;
  kind: FailureKind;
  error: unknown;
}

let reporter: ((report: FailureReport) => void) | null = null;

/** Installs the reporter (the shell's); null removes it. */
export function setFailureReporter(next: ((report: FailureReport) => void) | null): void {
  reporter = next;
}

/** Hands a failure to the reporter, if any; a reporter's own failure is swallowed. */
export function reportFailure(report: FailureReport): void {
  try {
    reporter?.(report);
  } catch {
    // reporting must never break the page
  }
}

/**
 * The error's name and message without what could be personal: e-mail addresses, long numbers
 * (phones, ids) and query strings are masked; at most 300 characters.
 */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text
    .replace(/\?[^\s"']*/g, '?<query>')
    .replace(/[^\s@]+@[^\s@]+/g, '<email>')
    .replace(/\+?\d[\d\s()-]{4,}\d/g, '<number>')
    .slice(0, 300);
}

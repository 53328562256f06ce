interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the event loop, so that the browser can run what waits (input,
 * rendering, the network's callbacks) between two parts of the page's start. `scheduler.yield()`
 * where the browser has it (the continuation goes before other queued tasks), a timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

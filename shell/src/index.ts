import { nextTask } from './app/next-task';

/**
 * Async boundary: shared singletons are negotiated before any app code runs. The bootstrap's
 * imports are evaluated when it loads, all in one task; on a slow phone that task blocks input
 * for a quarter of a second. The largest shared libraries are therefore evaluated first, one
 * group per task (each import resolves to the module the bootstrap then finds evaluated): React's
 * DOM renderer, MUI's styling engine with its theme functions, and the kernel's rules and stores.
 */
const EVALUATED_FIRST = [
  () => import('react-dom/client'),
  () => Promise.all([import('@emotion/react'), import('@mui/material/styles')]),
  () => Promise.all([import('@dostavka/shared-kernel/domain'), import('@dostavka/shared-kernel/stores')]),
];

async function start(): Promise<void> {
  for (const evaluate of EVALUATED_FIRST) {
    await evaluate();
    await nextTask();
  }
  await import('./bootstrap');
}

void start();

import { nextTask } from './app/next-task';

/**
 * Async boundary: shared singletons are negotiated before any app code runs. The bootstrap's
 * imports are evaluated when it loads, all in one task; on a slow phone that task blocks input
 * for a quarter of a second. The dearest steps of the start therefore come first, one per task
 * (each import resolves to the module the bootstrap then finds evaluated).
 */
const FIRST_STEPS = [
  () => import('react-dom/client'),
  () => import('@emotion/react'),
  // MUI's styling functions and its default theme.
  () => import('@mui/material/styles'),
  () => import('@dostavka/shared-kernel/domain'),
  () => import('@dostavka/shared-kernel/stores'),
  // The kernel's providers and the components every page shows, then the router.
  () => import('@dostavka/shared-kernel/ui-core'),
  () => import('react-router-dom'),
];

async function start(): Promise<void> {
  for (const step of FIRST_STEPS) {
    await step();
    await nextTask();
  }
  await import('./bootstrap');
}

void start();

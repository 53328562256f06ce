import { nextTask } from './app/next-task';

/**
 * Async boundary: shared singletons are negotiated before any app code runs. The bootstrap's
 * imports are evaluated when it loads, all in one task; on a slow phone that task blocks input
 * for a quarter of a second. The dearest steps of the start therefore come first, one per task
 * (each import resolves to the module the bootstrap then finds evaluated).
 */
const FIRST_STEPS = [
  () => import('react-dom/client'),
  // MUI's styling engine with its theme functions.
  () => Promise.all([import('@emotion/react'), import('@mui/material/styles')]),
  () => Promise.all([import('@dostavka/shared-kernel/domain'), import('@dostavka/shared-kernel/stores')]),
  // The company's date (the delivery store's default) is the page's first Intl object and time-zone
  // conversion: ICU's data and the zone's load here, and the kernel finds the date worked out.
  async () => (await import('@dostavka/shared-kernel/domain')).companyToday(),
];

async function start(): Promise<void> {
  for (const step of FIRST_STEPS) {
    await step();
    await nextTask();
  }
  await import('./bootstrap');
}

void start();

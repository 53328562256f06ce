import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createClientKernel } from '@dostavka/shared-kernel/client';
import { i18n } from '@dostavka/shared-kernel/i18n';
import { installChunkReload, setFailureReporter } from '@dostavka/shared-kernel/remote';
import { readPreloadedPage } from '@dostavka/shared-kernel/ssr';
import { trackViewport } from '@dostavka/shared-kernel/ui-core';
import { readRoistat } from './features/navigation/roistat';
import { App } from './app/app';
import { nextTask } from './app/next-task';
import { HydrationRoot } from './app/use-hydrated';
import { createFailureReporter } from './federation/failure-reporter';
import { remotesReady } from './federation/remotes';
import { readSlotFromDocument } from './ssr/ssr-slot';

async function start(): Promise<void> {
  installChunkReload();
  setFailureReporter(createFailureReporter());
  // The remote registry is fetched while the kernel starts; pages wait for it before loading.
  void remotesReady().catch((error: unknown) => console.error('remote registry unavailable', error));
  // The shell's modules and the rest of the shared libraries were evaluated in this task (the
  // dearest ones before it: index.ts): the kernel starts in the next, and React hydrates in a task
  // of its own after it.
  await nextTask();
  const { config, store, bus } = await createClientKernel();
  const container = document.getElementById('root');
  if (!container) throw new Error('the document has no #root element');
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => (document.documentElement.lang = lng));
  trackViewport();
  const roistat = readRoistat(document.cookie);
  if (roistat) {
    store.order.setRoistat(roistat);
    store.contact.setRoistat(roistat);
  }
  const notFoundPath = config.status === 404 ? window.location.pathname : null;
  const app = (slot: ReturnType<typeof readSlotFromDocument>) => (
    <App store={store} bus={bus} notFoundPath={notFoundPath} slot={slot} />
  );
  // A server-rendered document is hydrated (its content page by the remote's parcel, with the
  // data the server used); any other is rendered in the browser. Hydration starts in a
  // transition: React hydrates in slices of a few milliseconds between which the browser paints
  // and answers input (a click on a part not yet hydrated hydrates that part first), instead of
  // one task as long as the whole document.
  if (container.hasChildNodes()) {
    const element = app(readSlotFromDocument(document, readPreloadedPage()));
    startTransition(() => {
      hydrateRoot(container, <HydrationRoot>{element}</HydrationRoot>);
    });
  } else createRoot(container).render(app(null));
  // Spec 7: the web-font stylesheet is fetched once the app is ready.
  window.requestAnimationFrame(() => void import('./app/fonts'));
}

void start();

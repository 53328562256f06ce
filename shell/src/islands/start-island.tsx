/**
 * Brings one island of a server-rendered content page alive (./index.ts decides when): the
 * kernel once for the page (configuration, API clients, the store, the language), the island's
 * component, then `hydrateRoot` on the island's own element with the props the server wrote
 * there. Each island is a React root of its own in the kernel's providers (theme, texts, store,
 * bus), all of them sharing the page's one store. Nothing outside an island is hydrated.
 */
import { useEffect, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createClientKernel, type ClientKernel } from '@dostavka/shared-kernel/client';
import { i18n } from '@dostavka/shared-kernel/i18n';
import { isDialogEntry, KernelProviders, trackViewport } from '@dostavka/shared-kernel/ui-core';
import { readRoistat } from '../features/navigation/roistat';
import { islandComponent } from './island-components';
import type { HeldAction } from './index';
import { takeOverTyped } from './take-over';
import { HydrationRoot } from '../app/use-hydrated';

let kernel: Promise<ClientKernel> | null = null;

/** The page's kernel, started by the first island. */
function pageKernel(): Promise<ClientKernel> {
  kernel ??= (async () => {
    const started = await createClientKernel();
    // Spec 7: the web-font stylesheet once the page runs, as the app loads it (not with the HTML:
    // the swap of the weights not preloaded would move the header's menu in sight).
    window.requestAnimationFrame(() => void import('../app/fonts'));
    const { store, bus } = started;
    document.documentElement.lang = i18n.language;
    trackViewport();
    const roistat = readRoistat(document.cookie);
    if (roistat) {
      store.order.setRoistat(roistat);
      store.contact.setRoistat(roistat);
    }
    // No router here: a page opened from an island (the calculator with the quote's cities and
    // weight in its address, the order history) is a document of its own. Left from a dialog, it
    // takes the dialog's history entry: Back returns to the page under the dialog.
    bus.on('navigate', ({ to, replace }) => {
      if (replace !== true && !isDialogEntry()) return window.location.assign(to);
      // Left from a dialog: the new page takes the dialog's entry. The entry becomes a plain one
      // first, so that the dialog, closing meanwhile, has no entry of its own to step back over:
      // a step back would cancel this document's navigation.
      if (isDialogEntry()) window.history.replaceState(null, '');
      window.location.replace(to);
    });
    // The page's text is the server's, in its language: another language is another document
    // (the cookie, which the switch has just set, chooses it; an address's ?lang= would not).
    i18n.on('languageChanged', () => {
      const url = new URL(window.location.href);
      url.searchParams.delete('lang');
      window.location.replace(url.href);
    });
    return started;
  })();
  return kernel;
}

/**
 * Opens one of the header's dialogs (the callback form, say) from a button outside every island:
 * the header (where the dialogs live) must be alive first (index.ts starts it).
 */
export async function openDialog(name: string): Promise<void> {
  const { store } = await pageKernel();
  if (name === 'callback' || name === 'feedback' || name === 'auth') store.modals.show(name);
}

/** Renders nothing; once the island has committed, tells the caller (its effect runs last). */
function Committed({ then }: { then: () => void }): null {
  useEffect(then, [then]);
  return null;
}

/**
 * Hydrates `island`; once it is alive, what the visitor typed into it is given to React and what
 * was `held` while it started (clicks, a form sent) is done again.
 */
export async function startIsland(island: HTMLElement, held: HeldAction[]): Promise<void> {
  const name = island.dataset.island ?? '';
  const props = JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown>;
  const [{ store, bus }, Component] = await Promise.all([pageKernel(), islandComponent(name)]);
  await new Promise<void>((alive) => {
    const then = () => {
      island.setAttribute('data-island-alive', '');
      takeOverTyped(island);
      for (const action of held.splice(0)) action.replay();
      alive();
    };
    const root: ReactElement = (
      <HydrationRoot>
        <KernelProviders store={store} bus={bus}>
          <Component {...props} />
          <Committed then={then} />
        </KernelProviders>
      </HydrationRoot>
    );
    hydrateRoot(island, root);
  });
}

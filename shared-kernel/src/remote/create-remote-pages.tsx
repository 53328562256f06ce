import { lazy, startTransition, useMemo, useState, type ReactElement } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import singleSpaReact from 'single-spa-react';
import { i18n } from '@dostavka/shared-kernel/i18n';
import { AreaFallback, KernelProviders } from '@dostavka/shared-kernel/ui-core';
import { RemotePageRoot } from './remote-page-root';
import type { PageComponent, PageLoaders, RemotePageProps } from './types';

/**
 * Turns a remote's page loaders into single-spa-react lifecycles: one parcel per remote, the
 * `page` prop picks the page (each page is its own lazy chunk). React context does not cross
 * parcel roots, so the remote wraps itself in the kernel providers with the shell's store.
 *
 * A parcel mounted with `preloaded` data over server-rendered markup first loads its page's
 * chunk, then hydrates the markup (no lazy fallback in between, so nothing flashes). Any other
 * mount also loads the page's chunk and the kernel's text namespaces the remote names first, so
 * the page's first render is the whole page (the shell shows the page's frame until then), not a
 * loader, and no text grows from its key into a sentence once its namespace arrives.
 */
export function createRemotePages(remote: string, loaders: PageLoaders) {
  return createRemotePagesWith(remote, loaders, {});
}

export interface RemotePagesOptions {
  /** The kernel's text namespaces the remote's pages use ('order'), loaded before a page's first render. */
  namespaces?: readonly string[];
}

/** `createRemotePages` with options. */
export function createRemotePagesWith(
  remote: string,
  loaders: PageLoaders,
  { namespaces = [] }: RemotePagesOptions,
) {
  const loaded = new Map<string, PageComponent>();
  const lazyPages = new Map<string, PageComponent>();

  const load = async (name: string): Promise<PageComponent | undefined> => {
    const loader = loaders[name];
    if (!loader) return undefined;
    const page = (await loader()).default;
    loaded.set(name, page);
    return page;
  };

  const pageFor = (name: string): PageComponent | undefined => {
    if (!loaders[name]) return undefined;
    const ready = loaded.get(name);
    if (ready) return ready;
    let page = lazyPages.get(name);
    if (!page) {
      // A failed load is forgotten, so a retry fetches the chunk again instead of React's cached rejection.
      page = lazy(() =>
        load(name).then(
          (component) => ({ default: component! }),
          (error: unknown) => {
            lazyPages.delete(name);
            throw error;
          },
        ),
      );
      lazyPages.set(name, page);
    }
    return page;
  };

  function RemoteRoot(props: RemotePageProps): ReactElement {
    const [attempt, setAttempt] = useState(0);
    // A new attempt looks the page up again (a failed chunk was forgotten by pageFor).
    const Page = useMemo(() => pageFor(props.page), [props.page, attempt]);
    return (
      <RemotePageRoot
        remote={remote}
        Page={Page}
        props={props}
        attempt={attempt}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }

  let hydrateNext = false;
  const lifecycles = singleSpaReact<RemotePageProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (error, _info, props) => (
      <KernelProviders store={props.store} bus={props.bus}>
        <AreaFallback error={error} onRetry={() => window.location.reload()} />
      </KernelProviders>
    ),
  });

  type MountProps = RemotePageProps & { domElement?: HTMLElement; name?: string };
  const mount = async (props: MountProps) => {
    const hydrate = Boolean(props.preloaded && props.domElement?.hasChildNodes());
    const texts = namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : null;
    // A chunk that fails here is left to the page's lazy load, whose boundary offers a retry.
    await Promise.all([hydrate ? load(props.page) : load(props.page).catch(() => undefined), texts]);
    // singleSpaReact reads the render type synchronously while mounting.
    hydrateNext = hydrate;
    try {
      const mountProps = props as Parameters<typeof lifecycles.mount>[0];
      // The page, hydrated or rendered anew, renders in a transition: React renders it in slices
      // the browser can interleave with input and painting, instead of one long task (the
      // calculator's form is hundreds of components, a direction page thousands of elements). The
      // mount settles once the page is drawn; until then the shell shows the page's frame, or the
      // server's HTML stays as it is.
      let mounted: ReturnType<typeof lifecycles.mount> | undefined;
      startTransition(() => {
        mounted = lifecycles.mount(mountProps);
      });
      return mounted!;
    } finally {
      hydrateNext = false;
    }
  };

  return { bootstrap: lifecycles.bootstrap, mount, unmount: lifecycles.unmount, update: lifecycles.update! };
}

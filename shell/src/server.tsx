/**
 * The shell's server build (docs/architecture.md): the layout, header and footer around a remote's
 * server-rendered page, from the same components the browser hydrates, and the document head.
 */
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ShellRenderInput, ShellRenderResult, ShellServerEntry } from '@dostavka/shared-kernel/ssr';
import { AppFrame } from './app/app';
import { ShellRoutes } from './app/router';
import { HydrationRoot } from './app/use-hydrated';
import { criticalStyles, pageStyleCache } from './ssr/emotion';
import { notFoundHead, renderHead } from './ssr/head';
import { SamePartsProvider } from '@dostavka/shared-kernel/ui-core';
import { serverParts } from './ssr/server-parts';

async function renderApp({
  url,
  store,
  bus,
  i18n,
  slot,
  notFoundPath,
}: ShellRenderInput): Promise<ShellRenderResult> {
  const path = url;
  const styles = pageStyleCache();
  const { parts, fill } = serverParts(styles);
  // Rendered as the browser will hydrate it: the visitor's parts in their guest state.
  const html = renderToString(
    <HydrationRoot>
      <CacheProvider value={styles}>
        <SamePartsProvider value={parts}>
          <AppFrame store={store} bus={bus} i18n={i18n} slot={slot ? { path, element: slot } : null}>
            <StaticRouter location={url}>
              <ShellRoutes notFoundPath={notFoundPath} />
            </StaticRouter>
          </AppFrame>
        </SamePartsProvider>
      </CacheProvider>
    </HydrationRoot>,
  );
  return { html: fill(html), styles: criticalStyles(styles) };
}

export const serverEntry: ShellServerEntry = { renderApp, renderHead, notFoundHead };

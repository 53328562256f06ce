/**
 * The server build's entry (docs/architecture.md): renders a page of this remote to a React
 * element with the data it was loaded with, for the shell's server build to put in its layout.
 */
import type { ComponentType } from 'react';
import type { RemoteRenderInput, RemoteRenderResult, RemoteServerEntry } from '@dostavka/shared-kernel/ssr';
import { RemotePageRoot, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { ensureContentTexts } from './i18n';
import type { PageViewProps } from './kit/define-page';
import { PAGE_TABLE } from './page-table';

const REMOTE = 'mf_content';

async function render(input: RemoteRenderInput): Promise<RemoteRenderResult> {
  const definition = await PAGE_TABLE[input.page]?.();
  if (!definition) return { status: 404 };
  ensureContentTexts(input.i18n);
  const { route, params, query, pathname, lang } = input;
  const context = { route, params, query, pathname, lang };
  const data = await definition.load({ ...context, api: input.api });
  if (data === null) return { status: 404 };
  const head = definition.head(data, { ...context, t: input.i18n.t });
  const props: RemotePageProps = {
    page: input.page,
    route,
    params,
    query,
    store: input.store,
    bus: input.bus,
  };
  // The same component the browser's data page shows once it has the data.
  const View = definition.View as ComponentType<PageViewProps<unknown>>;
  const Page = (pageProps: RemotePageProps) => <View {...pageProps} data={data} />;
  return {
    status: 200,
    head,
    data,
    element: <RemotePageRoot remote={REMOTE} Page={Page} props={props} i18n={input.i18n} />,
  };
}

export const serverEntry: RemoteServerEntry = { render };

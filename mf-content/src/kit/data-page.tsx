import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemotePageProps } from '@dostavka/shared-kernel/remote';
import { AreaFallback, NotFoundView, PageLoader } from '@dostavka/shared-kernel/ui-core';
import type { PageDefinition } from './define-page';
import { ensureContentTexts } from '../i18n';
import { asLanguage } from './lang';

type State<D> =
  | { key: string; status: 'ready'; data: D }
  | { key: string; status: 'missing' }
  | { key: string; status: 'failed'; error: unknown }
  | { key: string; status: 'loading' };

const keyOf = ({ route, params, query }: RemotePageProps) => JSON.stringify([route, params, query]);

/**
 * Runs a page definition in the browser. The server-rendered data comes with the first mount
 * (`preloaded`) and is used as it is; later addresses load through the same `load` the server ran.
 * A `null` is a page that does not exist (404); a load that fails shows the error fallback with
 * a retry, since the page may well exist.
 */
export function createDataPage<D>(definition: PageDefinition<D>) {
  ensureContentTexts();
  return function DataPage(props: RemotePageProps): ReactElement {
    const { t, i18n } = useTranslation();
    const key = keyOf(props);
    const [state, setState] = useState<State<D>>(() =>
      props.preloaded && props.preloaded.page === props.page
        ? { key, status: 'ready', data: props.preloaded.data as D }
        : { key, status: 'loading' },
    );
    const current: State<D> = state.key === key ? state : { key, status: 'loading' };
    const lang = asLanguage(i18n.language);
    // What the page's data and head depend on: its address and the language.
    const pageContext = () => ({
      route: props.route,
      params: props.params,
      query: props.query,
      pathname: window.location.pathname,
      lang,
    });

    useEffect(() => {
      if (current.status !== 'loading') return;
      let live = true;
      definition.load({ ...pageContext(), api: props.store.api }).then(
        (data) =>
          live && setState(data === null ? { key, status: 'missing' } : { key, status: 'ready', data }),
        (error: unknown) => {
          console.error(`page ${props.page} failed to load`, error);
          if (live) setState({ key, status: 'failed', error });
        },
      );
      return () => {
        live = false;
      };
    }, [key, current.status]);

    useEffect(() => {
      if (current.status !== 'ready') return;
      const head = definition.head(current.data, { ...pageContext(), t });
      document.title = head.title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    }, [current, lang]);

    if (current.status === 'loading') return <PageLoader />;
    if (current.status === 'missing') return <NotFoundView />;
    if (current.status === 'failed') {
      return <AreaFallback error={current.error} onRetry={() => setState({ key, status: 'loading' })} />;
    }
    const { View } = definition;
    return <View {...props} data={current.data} />;
  };
}

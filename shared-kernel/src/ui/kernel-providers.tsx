import type { ReactElement, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { DostavkaEvents, EventBus } from '@dostavka/shared-kernel/bus';
import { i18n } from '@dostavka/shared-kernel/i18n';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { BusProvider, StoreProvider } from './contexts';
import { createDostavkaTheme } from './theme';

let sharedTheme: Theme | null = null;

/** One theme object for the whole page, so the shell and every parcel agree on it. */
export function dostavkaTheme(): Theme {
  sharedTheme ??= createDostavkaTheme();
  return sharedTheme;
}

export interface KernelProvidersProps {
  store: RootStore;
  bus: EventBus<DostavkaEvents>;
  theme?: Theme;
  /** The page's one instance by default; the server renders each request with a clone in its language. */
  i18n?: I18n;
  children?: ReactNode;
}

/**
 * Theme, translations, store and bus. The shell wraps its tree in it and every remote wraps its
 * parcel root in it, because React context does not cross parcel roots.
 */
export function KernelProviders({
  store,
  bus,
  theme,
  i18n: instance,
  children,
}: KernelProvidersProps): ReactElement {
  return (
    <ThemeProvider theme={theme ?? dostavkaTheme()}>
      <I18nextProvider i18n={instance ?? i18n}>
        <StoreProvider store={store}>
          <BusProvider bus={bus}>{children}</BusProvider>
        </StoreProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}

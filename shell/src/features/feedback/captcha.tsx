import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { readRuntimeConfig } from '@dostavka/shared-kernel/config';
import { useStore } from '@dostavka/shared-kernel/ui-core';

/** Where the server hands out ALTCHA proof-of-work challenges. */
export const CAPTCHA_CHALLENGE_PATH = '/captcha/challenge';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        language?: string;
        name?: string;
        auto?: string;
      };
    }
  }
}

interface StateChange {
  state: string;
  payload?: string;
}

/**
 * The ALTCHA widget (self-hosted proof of work): the browser solves the server's challenge and
 * hands the solution to `onToken`; the server verifies it with the request.
 */
export function Captcha({ onToken }: { onToken(token: string): void }): ReactElement {
  const { i18n } = useTranslation();
  const store = useStore();
  const widget = useRef<HTMLElement>(null);
  const latest = useRef(onToken);
  latest.current = onToken;

  useEffect(() => {
    // The widget and its Russian and English texts come as one lazy chunk, on first use.
    void Promise.all([import('altcha'), import('altcha/i18n/ru'), import('altcha/i18n/en')]).then(() =>
      store.modals.markCaptchaAdded(),
    );
    const element = widget.current;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      latest.current(state === 'verified' && payload ? payload : '');
    };
    element?.addEventListener('statechange', listener);
    return () => element?.removeEventListener('statechange', listener);
  }, [store]);

  return (
    <Box sx={{ my: 1 }}>
      <altcha-widget
        ref={widget}
        challenge={`${readRuntimeConfig().api.user}${CAPTCHA_CHALLENGE_PATH}`}
        language={i18n.language}
        auto="onfocus"
      />
    </Box>
  );
}

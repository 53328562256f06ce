import { useEffect, type ReactElement, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { useHydrated } from '../../app/use-hydrated';

/** A check a route asks for; it either lets the page through or shows something else instead. */
type Middleware = (store: RootStore) => 'pass' | 'sign-in';

const MIDDLEWARES: Record<string, Middleware> = {
  auth: (store) => (store.auth.loggedIn ? 'pass' : 'sign-in'),
};

/** Spec 8: a route naming a middleware the shell does not know is a 500 with this message. */
function UnknownMiddleware({ name }: { name: string }): ReactElement {
  return (
    <Container maxWidth="md" sx={{ py: 6 }} role="alert">
      <Typography variant="h1" sx={{ fontSize: 32, fontWeight: 700, mb: 2 }}>
        500
      </Typography>
      <Typography>Unknown middleware {name}</Typography>
    </Container>
  );
}

const SignInPrompt = observer(function SignInPrompt(): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  useEffect(() => store.modals.show('auth'), [store]);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700, mb: 2 }}>
        {t('auth.required')}
      </Typography>
      <Box>
        <Button variant="contained" onClick={() => store.modals.show('auth')}>
          {t('header.signIn')}
        </Button>
      </Box>
    </Container>
  );
});

/**
 * Runs the route's middlewares in order; the page shows once all of them pass. The server does
 * not know the visitor: a server-rendered page behind a check shows `pending` (its frame) there
 * and while the browser hydrates, then what the checks say.
 */
export const Middlewares = observer(function Middlewares({
  names,
  pending,
  children,
}: {
  names: readonly string[];
  pending?: ReactNode;
  children: ReactNode;
}): ReactElement {
  const store = useStore();
  const hydrated = useHydrated();
  if (names.length > 0 && pending && !hydrated) return <>{pending}</>;
  for (const name of names) {
    const check = MIDDLEWARES[name];
    if (!check) return <UnknownMiddleware name={name} />;
    if (check(store) === 'sign-in') return <SignInPrompt />;
  }
  return <>{children}</>;
});

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

/** The request's heading: the page's own (h1) on a page without a frame, under the frame's h1 (h2) on one with it. */
const REQUEST_HEADING = {
  h1: { fontSize: 28, fontWeight: 700, mb: 2 },
  h2: { fontSize: 16, fontWeight: 600, mb: 2 },
} as const;

/** The request to sign in, with the sign-in dialog opened over the page. */
const SignInRequest = observer(function SignInRequest({
  heading,
}: {
  heading: keyof typeof REQUEST_HEADING;
}): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  useEffect(() => store.modals.show('auth'), [store]);
  return (
    <>
      <Typography variant={heading} sx={REQUEST_HEADING[heading]}>
        {t('auth.required')}
      </Typography>
      <Box>
        <Button variant="contained" onClick={() => store.modals.show('auth')}>
          {t('header.signIn')}
        </Button>
      </Box>
    </>
  );
});

/**
 * Runs the route's middlewares in order; the page shows once all of them pass. The server does
 * not know the visitor: a server-rendered page behind a check shows its `frame` there and while
 * the browser hydrates, then what the checks say.
 */
export const Middlewares = observer(function Middlewares({
  names,
  frame,
  children,
}: {
  names: readonly string[];
  /**
   * The page's frame (routing's `frame`), with what stands in its outline's place: the server and
   * the hydrating render show it whole; a guest gets it with the request to sign in, the same
   * element, so its heading and lead stay the nodes the HTML painted.
   */
  frame?: (inside?: ReactNode) => ReactElement;
  children: ReactNode;
}): ReactElement {
  const store = useStore();
  const hydrated = useHydrated();
  if (names.length > 0 && frame && !hydrated) return frame();
  for (const name of names) {
    const check = MIDDLEWARES[name];
    if (!check) return <UnknownMiddleware name={name} />;
    if (check(store) === 'sign-in')
      return frame ? (
        frame(<SignInRequest heading="h2" />)
      ) : (
        <Container maxWidth="md" sx={{ py: 6 }}>
          <SignInRequest heading="h1" />
        </Container>
      );
  }
  return <>{children}</>;
});

import { useEffect, useState, type ReactElement } from 'react';
import { Container, Typography } from '@mui/material';
import { NotFoundView } from '@dostavka/shared-kernel/ui';
import type { RemotePageProps } from '@dostavka/shared-kernel/remote';

interface ContentPageData {
  url: string;
  title: string;
  h1: string;
  description: string;
  body: string;
}

type State = { status: 'loading' } | { status: 'found'; page: ContentPageData } | { status: 'missing' };

/** The catch-all `/{index}/` and `/{index}/{page}/` pages: whatever the content service knows. */
export default function ContentPage({ store, params }: RemotePageProps): ReactElement | null {
  const url = `/${[params.index, params.page].filter(Boolean).join('/')}/`;
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    store.api.content
      .getPage(url)
      .then((page) => live && setState({ status: 'found', page: page as ContentPageData }))
      .catch(() => live && setState({ status: 'missing' }));
    return () => {
      live = false;
    };
  }, [store, url]);

  if (state.status === 'loading') return null;
  if (state.status === 'missing') return <NotFoundView />;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 40 }, fontWeight: 700, mb: 2 }}>
        {state.page.h1}
      </Typography>
      <Typography variant="body1">{state.page.body || state.page.description}</Typography>
    </Container>
  );
}

import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { FrameBlock, PageFrameOutline } from '@dostavka/shared-kernel/routing';
import { pageTexts } from '@dostavka/shared-kernel/ui-core';

/** The frame of a remote page: its h1 and lead text, translated by the remote that owns the page. */
export function PageFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}): ReactElement {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 40 }, fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
          {lead}
        </Typography>
      )}
      <Box>{children}</Box>
    </Container>
  );
}

function Blocks({ blocks, gap }: { blocks: readonly FrameBlock[]; gap: number }): ReactElement {
  return (
    <Box sx={{ display: 'grid', gap, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {blocks.map(([phone, wide], index) => (
        <Box
          key={index}
          sx={{
            height: { xs: phone, md: wide },
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        />
      ))}
    </Box>
  );
}

/**
 * An application page before its remote has drawn it (routing's `frame`): the page's heading and
 * lead from the kernel's texts, in the page's own frame, and the outline of its form. The server
 * renders it into the document and the shell shows it until the remote's page replaces it.
 */
export function PageFramePlaceholder({
  page,
  outline,
  children,
}: {
  page: string;
  outline: PageFrameOutline;
  /** Shown in the outline's place under the heading (a request to sign in); the outline otherwise. */
  children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const { title, lead } = pageTexts((key) => t(key), page);
  const { main, side, gap } = outline;
  if (children)
    return (
      <PageFrame title={title} lead={lead}>
        {children}
      </PageFrame>
    );
  return (
    <PageFrame title={title} lead={lead}>
      <Box
        aria-busy="true"
        aria-label={t('loading')}
        data-page-frame={page}
        sx={{
          display: 'grid',
          gap,
          alignItems: 'start',
          gridTemplateColumns: side ? { xs: 'minmax(0, 1fr)', [side.from]: side.columns } : 'minmax(0, 1fr)',
        }}
      >
        {side?.first ? (
          <>
            <Box sx={{ order: { xs: 0, [side.from]: 1 } }}>
              <Blocks blocks={side.blocks} gap={gap} />
            </Box>
            <Box sx={{ order: { xs: 1, [side.from]: 0 } }}>
              <Blocks blocks={main} gap={gap} />
            </Box>
          </>
        ) : (
          <>
            <Blocks blocks={main} gap={gap} />
            {side && <Blocks blocks={side.blocks} gap={gap} />}
          </>
        )}
      </Box>
    </PageFrame>
  );
}

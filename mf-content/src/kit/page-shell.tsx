import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Breadcrumb } from '@dostavka/shared-kernel/ssr';
import { InternalLink } from './internal-link';

export interface PageShellProps {
  h1: string;
  lead?: string;
  /** Without the home page and without this page. */
  trail?: Breadcrumb[];
  children?: ReactNode;
}

/** The frame of every content page: breadcrumbs, the one h1, a lead line and the sections. */
export function PageShell({ h1, lead, trail = [], children }: PageShellProps): ReactElement {
  const { t } = useTranslation('content');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 2, fontSize: 14 }}>
        <InternalLink to="/" color="inherit" underline="hover">
          {t('homeCrumb')}
        </InternalLink>
        {trail.map((crumb) => (
          <InternalLink key={crumb.url} to={crumb.url} color="inherit" underline="hover">
            {crumb.name}
          </InternalLink>
        ))}
        <Typography component="span" color="text.primary" sx={{ fontSize: 14 }}>
          {h1}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 40 }, fontWeight: 700, mb: 2 }}>
        {h1}
      </Typography>
      {lead && (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 3, fontSize: { md: 18 } }}>
          {lead}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>{children}</Box>
    </Container>
  );
}

/** A titled block of a page. */
export function Section({
  title,
  id,
  children,
}: {
  title: string;
  /** An anchor the menu scrolls to. */
  id?: string;
  children: ReactNode;
}): ReactElement {
  return (
    <Box component="section" {...(id ? { id, sx: { scrollMarginTop: 80 } } : {})}>
      <Typography variant="h2" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** HTML written by the content team (stored in the database, never from visitors). */
export function Html({ html }: { html: string }): ReactElement {
  return (
    <Box
      sx={{
        '& h2': { fontSize: { xs: 20, md: 24 }, fontWeight: 600, mt: 3, mb: 1 },
        '& p, & li, & dd': { lineHeight: 1.7, color: 'text.primary' },
        '& dt': { fontWeight: 600, mt: 1 },
        '& dd': { ml: 0 },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Links in columns: lists of directions, cities, catalogue pages. */
export function LinkGrid({
  links,
}: {
  links: Array<{ to: string; label: string; note?: string }>;
}): ReactElement {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
      }}
    >
      {links.map((link) => (
        <li key={link.to}>
          <InternalLink to={link.to} underline="hover">
            {link.label}
          </InternalLink>
          {link.note && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: 14 }}>
              {link.note}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}

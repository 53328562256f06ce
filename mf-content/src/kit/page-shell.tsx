import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled, type Theme } from '@mui/material/styles';
import type { Breadcrumb } from '@dostavka/shared-kernel/ssr';
import { PlainLink } from './internal-link';

/*
 * The kit's parts are plain elements under one rule each, written as the MUI components they
 * replace rendered them (Container, Breadcrumbs, Typography, Link): every styled element
 * serialises its styles again on every server render, and a page rendered for the first time
 * paid that for some forty of them (docs/performance.md).
 */

/** As a Typography of the variant with sx { fontSize: { xs, md }, fontWeight, mb: 2 }. */
const heading = (theme: Theme, variant: 'h1' | 'h2', fontWeight: number, [xs, md]: [number, number]) => ({
  margin: 0,
  ...theme.typography[variant],
  fontWeight,
  marginBottom: theme.spacing(2),
  [theme.breakpoints.up('xs')]: { fontSize: xs },
  [theme.breakpoints.up('md')]: { fontSize: md },
});

/** As Container maxWidth="lg" with py { xs: 3, md: 5 }, Breadcrumbs, and the h1 and lead Typography. */
const Frame = styled('div')(({ theme }) => ({
  width: '100%',
  marginLeft: 'auto',
  boxSizing: 'border-box',
  marginRight: 'auto',
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  [theme.breakpoints.up('lg')]: { maxWidth: `${theme.breakpoints.values.lg}${theme.breakpoints.unit}` },
  [theme.breakpoints.up('xs')]: { paddingTop: theme.spacing(3), paddingBottom: theme.spacing(3) },
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(5), paddingBottom: theme.spacing(5) },
  '& > nav': {
    margin: 0,
    ...theme.typography.body1,
    color: theme.palette.text.secondary,
    marginBottom: theme.spacing(2),
    fontSize: 14,
  },
  '& > nav > ol': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    padding: 0,
    margin: 0,
    listStyle: 'none',
  },
  '& > nav li[aria-hidden]': {
    display: 'flex',
    userSelect: 'none',
    marginLeft: theme.spacing(1),
    marginRight: theme.spacing(1),
  },
  '& > nav a': { color: 'inherit', textDecoration: 'none' },
  '& > nav a:hover': { textDecoration: 'underline' },
  '& > h1': heading(theme, 'h1', 700, [28, 40]),
  '& > p': {
    margin: 0,
    ...theme.typography.body1,
    marginBottom: theme.spacing(3),
    [theme.breakpoints.up('md')]: { fontSize: 18 },
  },
  '& > div': { display: 'flex', flexDirection: 'column', gap: theme.spacing(4) },
}));

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
  const crumbs = [{ url: '/', name: t('homeCrumb') }, ...trail];
  return (
    <Frame>
      <nav aria-label={t('breadcrumbs')}>
        <ol>
          {crumbs.map((crumb) => (
            <BreadcrumbItem key={crumb.url} to={crumb.url}>
              {crumb.name}
            </BreadcrumbItem>
          ))}
          <li>
            <span>{h1}</span>
          </li>
        </ol>
      </nav>
      <h1>{h1}</h1>
      {lead && <p>{lead}</p>}
      <div>{children}</div>
    </Frame>
  );
}

function BreadcrumbItem({ to, children }: { to: string; children: ReactNode }): ReactElement {
  return (
    <>
      <li>
        <PlainLink to={to}>{children}</PlainLink>
      </li>
      <li aria-hidden="true">/</li>
    </>
  );
}

/** As a Box with a Typography h2 (see `heading`). */
const SectionRoot = styled('section')(({ theme }) => ({
  '&[id]': { scrollMarginTop: 80 },
  '& > h2': heading(theme, 'h2', 600, [22, 28]),
}));

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
    <SectionRoot id={id}>
      <h2>{title}</h2>
      {children}
    </SectionRoot>
  );
}

const HtmlRoot = styled('div')(({ theme }) => ({
  '& h2': {
    fontWeight: 600,
    marginTop: theme.spacing(3),
    marginBottom: theme.spacing(1),
    [theme.breakpoints.up('xs')]: { fontSize: 20 },
    [theme.breakpoints.up('md')]: { fontSize: 24 },
  },
  '& p, & li, & dd': { lineHeight: 1.7, color: theme.palette.text.primary },
  '& dt': { fontWeight: 600, marginTop: theme.spacing(1) },
  '& dd': { marginLeft: 0 },
  '& a': { color: theme.palette.primary.main },
}));

/** HTML written by the content team (stored in the database, never from visitors). */
export function Html({ html }: { html: string }): ReactElement {
  return <HtmlRoot dangerouslySetInnerHTML={{ __html: html }} />;
}

/** As a grid of MUI Links (underline on hover) with their notes in 14px Typography. */
const LinkList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('xs')]: { gridTemplateColumns: '1fr' },
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: '1fr 1fr 1fr' },
  '& a': { color: theme.palette.primary.main, textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
  '& li > span': { margin: 0, ...theme.typography.body1, marginLeft: theme.spacing(1), fontSize: 14 },
}));

/** Links in columns: lists of directions, cities, catalogue pages. */
export function LinkGrid({
  links,
}: {
  links: Array<{ to: string; label: string; note?: string }>;
}): ReactElement {
  return (
    <LinkList>
      {links.map((link) => (
        <li key={link.to}>
          <PlainLink to={link.to}>{link.label}</PlainLink>
          {link.note && <span>{link.note}</span>}
        </li>
      ))}
    </LinkList>
  );
}

import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { COMPANY, COMPANY_PHONE_HREF, formatPhone } from '@dostavka/shared-kernel/domain';
import { isSection } from '../navigation/menu';
import { useVisibleMenu } from '../navigation/use-visible-menu';

/** Catalogue pages that matter for search engines (spec 2, SEO catalogue). */
const SEO_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/gruzoperevozki/', label: 'seo.cargo' },
  { to: '/dostavka-sbornyh-gruzov/', label: 'seo.consolidated' },
  { to: '/avtomobilnye-perevozki/', label: 'seo.car' },
  { to: '/pereezd/', label: 'seo.moving' },
  { to: '/negabaritnye-perevozki/', label: 'seo.oversize' },
  { to: '/kalkulyator-gruzoperevozok/', label: 'seo.calculator' },
];

/**
 * The footer's links are plain anchors its grid styles (as MUI's Link with color="inherit" and
 * underline="hover" looks): some twenty links each a styled Link and Typography cost their
 * styles' work on every server render of every page (docs/performance.md).
 */
const Columns = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' },
  overflowWrap: 'anywhere',
  '& a': { color: 'inherit', textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
}));

export function Footer(): ReactElement {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const groups = useVisibleMenu().filter(isSection);
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 4, bgcolor: 'grey.100' }}>
      <Container maxWidth="xl">
        <Columns>
          <Stack spacing={1}>
            <Typography variant="subtitle2">{t('footer.contacts')}</Typography>
            <a href={COMPANY_PHONE_HREF}>{formatPhone(COMPANY.phone)}</a>
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            <Typography variant="body2">{english ? COMPANY.addressEn : COMPANY.address}</Typography>
            <Typography variant="body2" color="text.secondary">
              {english ? COMPANY.hoursEn : COMPANY.hours}
            </Typography>
          </Stack>
          {groups.map((group) => (
            <Stack key={group.label} spacing={1} component="nav" aria-label={t(group.label)}>
              <Typography variant="subtitle2">{t(group.label)}</Typography>
              {group.children.map((page) => (
                <RouterLink key={page.to} to={page.to}>
                  {t(page.label)}
                </RouterLink>
              ))}
            </Stack>
          ))}
          <Stack spacing={1} component="nav" aria-label={t('footer.services')}>
            <Typography variant="subtitle2">{t('footer.services')}</Typography>
            <RouterLink to="/order/">{t('nav.order')}</RouterLink>
            {SEO_LINKS.map((link) => (
              <RouterLink key={link.to} to={link.to}>
                {t(link.label)}
              </RouterLink>
            ))}
          </Stack>
        </Columns>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
          © {english ? COMPANY.legalNameEn : COMPANY.legalName},{' '}
          {t('footer.inn', { inn: COMPANY.requisites.inn })}. {t('footer.citiesCredit')}
        </Typography>
      </Container>
    </Box>
  );
}

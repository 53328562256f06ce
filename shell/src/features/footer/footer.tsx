import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

export function Footer(): ReactElement {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const groups = useVisibleMenu().filter(isSection);
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 4, bgcolor: 'grey.100' }}>
      <Container maxWidth="xl">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(auto-fit, minmax(180px, 1fr))',
            },
            overflowWrap: 'anywhere',
          }}
        >
          <Stack spacing={1}>
            <Typography variant="subtitle2">{t('footer.contacts')}</Typography>
            <Link href={COMPANY_PHONE_HREF} color="inherit" underline="hover">
              {formatPhone(COMPANY.phone)}
            </Link>
            <Link href={`mailto:${COMPANY.email}`} color="inherit" underline="hover">
              {COMPANY.email}
            </Link>
            <Typography variant="body2">{english ? COMPANY.addressEn : COMPANY.address}</Typography>
            <Typography variant="body2" color="text.secondary">
              {english ? COMPANY.hoursEn : COMPANY.hours}
            </Typography>
          </Stack>
          {groups.map((group) => (
            <Stack key={group.label} spacing={1} component="nav" aria-label={t(group.label)}>
              <Typography variant="subtitle2">{t(group.label)}</Typography>
              {group.children.map((page) => (
                <Link key={page.to} component={RouterLink} to={page.to} color="inherit" underline="hover">
                  {t(page.label)}
                </Link>
              ))}
            </Stack>
          ))}
          <Stack spacing={1} component="nav" aria-label={t('footer.services')}>
            <Typography variant="subtitle2">{t('footer.services')}</Typography>
            <Link component={RouterLink} to="/order/" color="inherit" underline="hover">
              {t('nav.order')}
            </Link>
            {SEO_LINKS.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover">
                {t(link.label)}
              </Link>
            ))}
          </Stack>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
          © {english ? COMPANY.legalNameEn : COMPANY.legalName},{' '}
          {t('footer.inn', { inn: COMPANY.requisites.inn })}. {t('footer.citiesCredit')}
        </Typography>
      </Container>
    </Box>
  );
}

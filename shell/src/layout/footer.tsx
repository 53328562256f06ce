import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Container, Link, Stack, Typography } from '@mui/material';

const GROUPS: ReadonlyArray<{ title: string; links: ReadonlyArray<{ to: string; label: string }> }> = [
  {
    title: 'footer.company',
    links: [
      { to: '/additional/about/', label: 'nav.about' },
      { to: '/additional/autopark/', label: 'nav.autopark' },
      { to: '/additional/contacts/', label: 'nav.contacts' },
    ],
  },
  {
    title: 'footer.info',
    links: [
      { to: '/common/documents/', label: 'nav.documents' },
      { to: '/common/faqs/', label: 'nav.faq' },
      { to: '/common/requisites/', label: 'nav.requisites' },
    ],
  },
  {
    title: 'footer.services',
    links: [
      { to: '/calculator/', label: 'nav.calculator' },
      { to: '/order/', label: 'nav.order' },
      { to: '/tracking/', label: 'nav.tracking' },
    ],
  },
];

export function Footer(): ReactElement {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 4, bgcolor: 'grey.100' }}>
      <Container maxWidth="xl">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          {GROUPS.map((group) => (
            <Stack key={group.title} spacing={1} component="nav" aria-label={t(group.title)}>
              <Typography variant="subtitle2">{t(group.title)}</Typography>
              {group.links.map((link) => (
                <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover">
                  {t(link.label)}
                </Link>
              ))}
            </Stack>
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
          {t('footer.citiesCredit')}
        </Typography>
      </Container>
    </Box>
  );
}

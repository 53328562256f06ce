import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { TransportSlug } from '@dostavka/shared-kernel/domain';
import { BoxIcon, TruckIcon, useStore } from '@dostavka/shared-kernel/ui';
import { useCalculatorTranslation } from '../../i18n/texts';

/** Consolidated or dedicated, as two large choices (a radio group). */
export const TransportTypeSwitch = observer(function TransportTypeSwitch(): ReactElement {
  const { t } = useCalculatorTranslation();
  const { delivery } = useStore();
  const choose = (slug: TransportSlug) => {
    if (slug === delivery.typeSlug) return;
    delivery.setType(slug);
    if (slug === 'dedicated') void delivery.ensureTransports().catch(() => undefined);
  };
  const types: Array<{ slug: TransportSlug; name: string; subtitle: string }> = [
    { slug: 'combined', name: 'transport.combined.name', subtitle: 'transport.combined.subtitle' },
    { slug: 'dedicated', name: 'transport.dedicated.name', subtitle: 'transport.dedicated.subtitle' },
  ];
  return (
    <Box
      role="radiogroup"
      aria-label={t('transport.type')}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
    >
      {types.map(({ slug, name, subtitle }) => {
        const checked = delivery.typeSlug === slug;
        const Icon = slug === 'combined' ? BoxIcon : TruckIcon;
        return (
          <ButtonBase
            key={slug}
            role="radio"
            aria-checked={checked}
            onClick={() => choose(slug)}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: 0.5,
              p: 1.5,
              borderRadius: 2,
              border: 2,
              borderColor: checked ? 'primary.main' : 'divider',
              bgcolor: checked ? 'rgba(29, 79, 145, 0.06)' : 'background.paper',
              textAlign: 'left',
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.light' },
            }}
          >
            <Icon color={checked ? 'primary' : 'action'} />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t(`common:${name}`)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }}>
              {t(`common:${subtitle}`)}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
});

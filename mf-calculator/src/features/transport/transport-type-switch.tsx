import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import type { TransportSlug } from '@dostavka/shared-kernel/domain';
import { BoxIcon, TruckIcon, useStore } from '@dostavka/shared-kernel/ui-core';
import { useCalculatorTranslation } from '../../i18n/texts';
import { RadioTile, TileLine } from '../../ui/radio-tile';

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
        return (
          <RadioTile
            key={slug}
            checked={checked}
            onSelect={() => choose(slug)}
            icon={slug === 'combined' ? BoxIcon : TruckIcon}
            title={t(`common:${name}`)}
          >
            <TileLine>{t(`common:${subtitle}`)}</TileLine>
          </RadioTile>
        );
      })}
    </Box>
  );
});

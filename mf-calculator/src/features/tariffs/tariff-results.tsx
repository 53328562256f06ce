import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TariffOffer, TariffSort } from '@dostavka/shared-kernel/domain';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { ChoiceButtons } from '@dostavka/shared-kernel/ui-input';
import { useCalculatorTranslation } from '../../i18n/texts';
import { lockerEnd, LockerSizesNote } from './locker-sizes';
import { OfferCard } from './offer-card';

export interface TariffResultsProps {
  onChoose(offer: TariffOffer): void;
}

/** The live comparison: what is missing, the progress while carriers answer, and the offers in order. */
export const TariffResults = observer(function TariffResults({ onChoose }: TariffResultsProps): ReactElement {
  const { t } = useCalculatorTranslation();
  const store = useStore();
  const { tariffs } = store;
  const { searching, items, blocker, failure } = tariffs;
  const count = items.length;
  const providers = t('offers.providers', { count: tariffs.providerCount });

  let status: string;
  if (blocker) status = t(`offers.blocker.${blocker}`);
  else if (searching) status = t('offers.searching', { count, providers });
  else if (count > 0) status = t('offers.found', { count, providers });
  else if (failure) status = t(`offers.failure.${failure.kind}`);
  // A locker without the places' sizes: why there is nothing, not the generic "no offers".
  else if (lockerEnd(store)) status = t('offers.lockerSizes.status');
  else if (tariffs.id) status = t('offers.none');
  else status = t('offers.preparing');

  return (
    <Box component="section" aria-labelledby="offers-title" id="offers">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id="offers-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('offers.title')}
        </Typography>
        <ChoiceButtons<TariffSort>
          label={t('offers.sort')}
          value={tariffs.sort}
          onChange={(sort) => tariffs.setSort(sort)}
          options={[
            { value: 'price', label: t('offers.sortPrice') },
            { value: 'fast', label: t('offers.sortFast') },
          ]}
        />
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{searching && <LinearProgress aria-label={t('offers.progress')} />}</Box>
      <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {status}
      </Typography>
      {!blocker && <LockerSizesNote />}
      {failure && !searching && (
        <Alert
          severity={failure.kind === 'server' ? 'error' : 'warning'}
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => tariffs.start()} disabled={!tariffs.canStart}>
              {t('offers.retry')}
            </Button>
          }
        >
          {t(`offers.failure.${failure.kind}`)}
        </Alert>
      )}
      <Box
        component="ol"
        aria-label={t('offers.list')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        {tariffs.sorted.map((offer) => (
          <li key={offer.uuid}>
            <OfferCard offer={offer} tags={tariffs.tags.get(offer.uuid) ?? []} onChoose={onChoose} />
          </li>
        ))}
      </Box>
    </Box>
  );
});

import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  offerCarrier,
  offerDescription,
  offerDocuments,
  offerName,
  offerTerm,
  priceLineLabel,
  type TariffOffer,
  type TariffTag,
} from '@dostavka/shared-kernel/domain';
import { useCalculatorTranslation } from '../../i18n/texts';
import {
  DocumentIcon,
  PassportIcon,
  Tag,
  useDataNames,
  useDateFormat,
  useNumberFormat,
} from '@dostavka/shared-kernel/ui-core';

export interface OfferCardProps {
  offer: TariffOffer;
  tags: readonly TariffTag[];
  onChoose(offer: TariffOffer): void;
}

const TAG_COLOR: Record<TariffTag, 'success' | 'info' | 'secondary'> = {
  cheapest: 'success',
  fastest: 'info',
  best: 'secondary',
};

/** A list of terms in two columns (the dates, the price lines): the term grey, its value right-aligned. */
const termList = (gridTemplateColumns: string) =>
  ({
    display: 'grid',
    gridTemplateColumns,
    columnGap: 1.5,
    rowGap: 0.25,
    fontSize: 14,
    '& dt': { color: 'text.secondary' },
    '& dd': { m: 0, textAlign: 'right' },
  }) as const;

/** One carrier's offer: who, when, what the price is made of, the total and what the order will need. */
export function OfferCard({ offer, tags, onChoose }: OfferCardProps): ReactElement {
  const { t } = useCalculatorTranslation();
  const dates = useDateFormat();
  const numbers = useNumberFormat();
  const names = useDataNames();
  const formatCost = numbers.cost;
  const loading = offer.dates.plannedDateLoadingCargo.date;
  const shipment = offer.dates.plannedDateShipmentCargo;
  const term = offerTerm(offer, numbers.language);
  const carrier = offerCarrier(offer, t);
  const description = offerDescription(offer, t);
  const documents = offerDocuments(offer, t);
  const titleId = `offer-${offer.uuid}`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      data-provider={offer.company.slug}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        borderColor: tags.includes('best') ? 'secondary.main' : 'divider',
        animation: 'offer-in 280ms ease-out',
        '@keyframes offer-in': {
          from: { opacity: 0, transform: 'translateY(8px)' },
          to: { opacity: 1, transform: 'none' },
        },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={offer.photo.url}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          sx={{ borderRadius: 1, flexShrink: 0, bgcolor: 'grey.100', objectFit: 'contain' }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.25 }}
          >
            {carrier}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {offerName(offer, t, names.vehicle)}
          </Typography>
        </Box>
      </Box>

      {(tags.length > 0 || offer.preliminarily) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {tags.map((tag) => (
            <Tag key={tag} size="small" color={TAG_COLOR[tag]} label={t(`offers.tags.${tag}`)} />
          ))}
          {offer.preliminarily && <Tag size="small" variant="outlined" label={t('offers.preliminary')} />}
        </Box>
      )}

      <Box component="dl" sx={[termList('auto minmax(0, 1fr)'), { my: 1.5 }]}>
        <dt>{t('offers.loading')}</dt>
        <dd>{dates.format(loading)}</dd>
        <dt>{t('offers.delivery')}</dt>
        <dd>{dates.format(shipment.date)}</dd>
        <dt>{t('offers.term')}</dt>
        <dd>{term}</dd>
      </Box>

      <Box
        component="dl"
        aria-label={t('offers.priceLines')}
        sx={[
          termList('minmax(0, 1fr) auto'),
          { m: 0, pt: 1, borderTop: 1, borderColor: 'divider', '& dd': { whiteSpace: 'nowrap' } },
        ]}
      >
        {offer.prices.map((price) => (
          <Box key={price.name} sx={{ display: 'contents' }}>
            <dt>{priceLineLabel(price, t, names)}</dt>
            <dd>{formatCost(price.value)}</dd>
          </Box>
        ))}
      </Box>

      {(offer.required.passport || documents.length > 0) && (
        <Box sx={{ mt: 1.5, display: 'grid', gap: 0.5, fontSize: 14 }}>
          {offer.required.passport && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'warning.dark' }}>
              <PassportIcon fontSize="small" />
              <span>{t('offers.passport')}</span>
            </Box>
          )}
          {documents.length > 0 && (
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}>
              <DocumentIcon fontSize="small" color="action" />
              <span>
                {t('offers.documents')}{' '}
                {documents.map((document, i) => (
                  <span key={document.name}>
                    {i > 0 && ', '}
                    {document.url ? (
                      <Link href={document.url} target="_blank" rel="noopener">
                        {document.name}
                      </Link>
                    ) : (
                      document.name
                    )}
                  </span>
                ))}
              </span>
            </Box>
          )}
        </Box>
      )}

      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      )}

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5 }}>
        <Box>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {t('offers.total')}
          </Typography>
          <Typography
            component="p"
            variant="h5"
            data-testid="offer-total"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            {formatCost(offer.total)}
          </Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          onClick={() => onChoose(offer)}
          aria-label={t('offers.chooseNamed', {
            company: carrier,
            total: formatCost(offer.total),
          })}
        >
          {t('offers.choose')}
        </Button>
      </Box>
    </Paper>
  );
}

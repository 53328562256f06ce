import { useId, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CarrierStatus } from '@dostavka/shared-kernel/contract';
import { Tag, useDateFormat, useNumberFormat } from '@dostavka/shared-kernel/ui-core';
import { useStaffTranslation } from '../../i18n/staff-texts';

const CIRCUIT_COLOURS = { closed: 'success', open: 'error', 'half-open': 'warning' } as const;

/** One fact of the card: its name above its value on a phone, beside it from 600 px. */
function Fact({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/**
 * A carrier API as staff see it: on or off, its last successful answer, error rate and p95 latency
 * over its last calls, its circuit breaker, its last points sync and fault, and a sync on request.
 */
export function CarrierCard({
  carrier,
  syncing,
  onSync,
}: {
  carrier: CarrierStatus;
  syncing: boolean;
  onSync: () => void;
}): ReactElement {
  const { t } = useStaffTranslation();
  const dates = useDateFormat();
  const numbers = useNumberFormat();
  const titleId = useId();
  const at = (moment: string) => dates.format(moment, 'dateTime');
  const { pointsSync, lastFault } = carrier;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-carrier={carrier.slug}
      sx={{ minWidth: 0 }}
    >
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
            {carrier.name}
          </Typography>
          <Tag
            size="small"
            color={carrier.on ? 'success' : 'default'}
            label={t(carrier.on ? 'carriers.on' : 'carriers.off')}
          />
        </Stack>
        {!carrier.on && (
          <Typography variant="body2" color="text.secondary">
            {t('carriers.offHint')}
          </Typography>
        )}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 16em) minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
          }}
        >
          <Fact label={t('carriers.lastSuccess')}>
            {carrier.lastSuccessAt ? at(carrier.lastSuccessAt) : t('carriers.never')}
          </Fact>
          <Fact label={t('carriers.errorRate')}>
            {carrier.calls > 0
              ? t('carriers.errorRateValue', {
                  percent: numbers.number(carrier.errorRate * 100, 1),
                  count: carrier.calls,
                })
              : t('carriers.noCalls')}
          </Fact>
          <Fact label={t('carriers.p95')}>
            {carrier.p95Ms === null ? '—' : t('carriers.p95Value', { ms: numbers.number(carrier.p95Ms, 0) })}
          </Fact>
          <Fact label={t('carriers.circuit')}>
            {carrier.circuit ? (
              <Tag
                size="small"
                variant="outlined"
                color={CIRCUIT_COLOURS[carrier.circuit]}
                label={t(`carriers.circuits.${carrier.circuit}`)}
              />
            ) : (
              t('carriers.noCircuit')
            )}
          </Fact>
          <Fact label={t('carriers.pointsSync')}>
            {pointsSync ? (
              <>
                {t('carriers.pointsSyncValue', {
                  at: at(pointsSync.at),
                  cities: pointsSync.cities,
                  points: pointsSync.points,
                })}
                {pointsSync.failingCities > 0 && (
                  <Typography variant="body2" color="warning.main">
                    {t('carriers.failingCities', { count: pointsSync.failingCities })}
                  </Typography>
                )}
              </>
            ) : (
              t('carriers.never')
            )}
          </Fact>
          {lastFault && (
            <Fact label={t('carriers.lastFault')}>
              <Typography variant="body2" color="error">
                {t('carriers.lastFaultValue', {
                  at: at(lastFault.at),
                  fault: lastFault.fault,
                  message: lastFault.message,
                })}
              </Typography>
            </Fact>
          )}
        </Box>
        <Box>
          <Button
            variant="outlined"
            disabled={!carrier.on || syncing}
            aria-busy={syncing}
            onClick={onSync}
            startIcon={
              syncing ? <CircularProgress size={16} aria-label={t('carriers.syncing')} /> : undefined
            }
          >
            {t('carriers.sync')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

import { Component, lazy, Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  lockerRefusal,
  pointKindOf,
  type LockerLimits,
  type PickupPoint,
} from '@dostavka/shared-kernel/domain';
import { useDataNames, useStore } from '@dostavka/shared-kernel/ui-core';
import type { DirectionSide } from '@dostavka/shared-kernel/stores';
import { useShipmentField } from './field-problem';

/** The map (Leaflet and OpenStreetMap tiles) is a chunk of its own, loaded when asked for. */
const PointsMap = lazy(() => import('./points-map'));

type Load = { key: string; points: PickupPoint[] | null; failed: boolean };

/** The map failed (its chunk or Leaflet): the list stays and says so. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function CellSize({ locker }: { locker: LockerLimits }): ReactElement {
  const { t } = useTranslation('order');
  const { cellCm, maxKg } = locker;
  return (
    <Typography variant="body2" data-testid="locker-cell">
      {t('points.cell', { length: cellCm.length, width: cellCm.width, height: cellCm.height, weight: maxKg })}
    </Typography>
  );
}

/**
 * The pick-up point at one end, for a hand-over at a terminal, an office or a locker: the offer's
 * carrier's points that serve that hand-over in the chosen city (the server answers them by the
 * carrier's declaration: СДЭК's offices for a terminal's), as a list (which works without the map)
 * and, on request, on a map. A locker shows its cell and weight limit, and one that cannot take the
 * cargo cannot be chosen. Choosing a point prices the offer again at that point.
 */
export const PointPicker = observer(function PointPicker({
  side,
}: {
  side: DirectionSide;
}): ReactElement | null {
  const { t } = useTranslation('order');
  const names = useDataNames();
  const { order, shipment, delivery, api } = useStore();
  const direction = shipment.directions[side];
  // The hand-over when it is made at a point (null for a courier): the points asked for serve it.
  const method = pointKindOf(direction.deliveryMethod.slug);
  const provider = shipment.tariff?.company.slug;
  const city = direction.city?.code;
  const field = useShipmentField(side, 'point');
  const key = method && provider && city ? `${city}:${provider}:${method}` : '';
  const [load, setLoad] = useState<Load>({ key: '', points: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  const [mapShown, setMapShown] = useState(false);

  useEffect(() => {
    if (!key || !method || !provider || !city) return;
    let live = true;
    setLoad({ key, points: null, failed: false });
    api.content.getPickupPoints({ city, provider, method }).then(
      (points) => live && setLoad({ key, points, failed: false }),
      () => live && setLoad({ key, points: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [api, key, method, provider, city, attempt]);

  if (!method || !city) return null;
  const titleId = `order-${side}-points-title`;
  const title = (
    <Typography id={titleId} sx={{ fontWeight: 600 }}>
      {t(side === 'from' ? 'points.fromTitle' : 'points.toTitle')}
    </Typography>
  );
  if (!provider) {
    return (
      <Box sx={{ gridColumn: '1 / -1' }}>
        {title}
        <Typography color="text.secondary">{t('points.noTariff')}</Typography>
      </Box>
    );
  }

  const current = load.key === key ? load : { key, points: null, failed: false };
  const cargos = delivery.searchPayload.dimensions.cargos;
  const refusal = (point: PickupPoint) => (point.locker ? lockerRefusal(point.locker, cargos) : null);
  const chosen = direction.point;
  const choose = (point: PickupPoint) => {
    field.onBlur();
    void order.choosePoint(side, point);
  };

  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }} id={field.id} tabIndex={-1}>
      {title}
      {current.failed ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('points.retry')}
            </Button>
          }
        >
          {t('points.failed')}
        </Alert>
      ) : current.points === null ? (
        <Box role="status" aria-live="polite">
          <LinearProgress aria-label={t('points.loading')} />
        </Box>
      ) : current.points.length === 0 ? (
        <Typography color="text.secondary">{t('points.none')}</Typography>
      ) : (
        <>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('points.count', { count: current.points.length })}
            </Typography>
            <Button size="small" onClick={() => setMapShown((shown) => !shown)} aria-expanded={mapShown}>
              {t(mapShown ? 'points.hideMap' : 'points.showMap')}
            </Button>
          </Box>
          {mapShown ? (
            <MapBoundary fallback={<Alert severity="info">{t('points.mapFailed')}</Alert>}>
              <Suspense fallback={<LinearProgress aria-label={t('points.loading')} />}>
                <PointsMap
                  points={current.points}
                  chosenId={chosen?.id ?? null}
                  label={t('points.map')}
                  end={side}
                  onChoose={(point) => {
                    if (!refusal(point)) choose(point);
                  }}
                />
              </Suspense>
            </MapBoundary>
          ) : null}
          <Box
            component="ul"
            role="radiogroup"
            aria-labelledby={titleId}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 1,
              display: 'grid',
              gap: 1,
              maxHeight: 360,
              overflowY: 'auto',
            }}
          >
            {current.points.map((point) => {
              const refused = refusal(point);
              const selected = chosen?.id === point.id;
              return (
                <Box component="li" key={point.id}>
                  <Box
                    component="button"
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    aria-disabled={refused !== null || order.requoting}
                    aria-label={`${names.point(point, side)}, ${names.place(point.address)}`}
                    onClick={() => {
                      if (!refused && !order.requoting && !selected) choose(point);
                    }}
                    sx={{
                      width: '100%',
                      textAlign: 'left',
                      font: 'inherit',
                      color: refused ? 'text.disabled' : 'text.primary',
                      bgcolor: selected ? 'action.selected' : 'background.paper',
                      border: 1,
                      borderColor: selected ? 'primary.main' : 'divider',
                      borderRadius: 1,
                      p: 1.5,
                      cursor: refused ? 'not-allowed' : 'pointer',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>
                      {names.point(point, side)}
                      {selected ? ` · ${t('points.chosen')}` : ''}
                    </Typography>
                    <Typography variant="body2">{names.place(point.address)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {names.hours(point.hours)}
                    </Typography>
                    {point.locker ? <CellSize locker={point.locker} /> : null}
                    {refused ? (
                      <Typography variant="body2" color="error">
                        {t(refused === 'weight' ? 'points.refusedWeight' : 'points.refusedSize')}
                      </Typography>
                    ) : null}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </>
      )}
      {field.error ? <FormHelperText error>{field.helperText}</FormHelperText> : null}
    </Box>
  );
});

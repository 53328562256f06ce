import { useCallback, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  cargoRuleMessage,
  cargoVolumeCm3,
  COMBINED_TRANSPORT_TYPE,
  lazyValidation,
  PACKAGING_PRESETS,
  shownError,
  toCm,
  toGrams,
  toM3,
  type Cargo,
  type CargoField,
  type LengthUnit,
  type Measure,
  type TransportSize,
  type WeightUnit,
} from '@dostavka/shared-kernel/domain';
import { DeleteIcon, useStore, useNumberFormat } from '@dostavka/shared-kernel/ui';
import { useCalculatorTranslation } from '../../i18n/texts';
import { NumberField } from '../../ui/number-field';
import { PackagingIcon } from './packaging-icon';
import { QuantityField } from './quantity-field';

const LENGTH_UNITS: readonly LengthUnit[] = ['cm', 'm', 'mm'];
const WEIGHT_UNITS: readonly WeightUnit[] = ['kg', 'g', 't'];

const sizeKey = (size: TransportSize) => `${size.length}x${size.width}x${size.height}`;
const sizeOf = (cargo: Cargo): TransportSize => ({
  length: toCm(cargo.size.length),
  width: toCm(cargo.size.width),
  height: toCm(cargo.size.height),
});

/** The DOM id of a place's section and of its size fields, so that an action can take the visitor there. */
export const placeId = (cargo: Pick<Cargo, 'id'>, field?: 'length'): string =>
  field ? `cargo-${cargo.id}-${field}` : `cargo-${cargo.id}`;

/** A place as the kernel's rules judge it: cm, g and pieces. */
type PlaceValues = Record<CargoField, number>;

const placeValues = (cargo: Cargo): PlaceValues => ({
  width: toCm(cargo.size.width),
  height: toCm(cargo.size.height),
  length: toCm(cargo.size.length),
  weight: toGrams(cargo.weight),
  quantity: cargo.quantity,
});

// The rules (yup and the kernel's `rules` entry, about 18 KB) load when a place first gets the
// focus, not with the page: a place's values need no message before the visitor touches it.
const placeRules = lazyValidation<PlaceValues>(async () => {
  const { cargoPlaceSchema, validateWith } = await import('@dostavka/shared-kernel/rules');
  return validateWith<PlaceValues>(cargoPlaceSchema);
});

/** What a field's `Field` needs to follow: its message and whether it may show yet. */
const SHOWN = { error: true, touched: true, submitFailed: true } as const;

export interface CargoPlaceProps {
  cargo: Cargo;
  index: number;
}

/**
 * One cargo place: its packaging, sizes, weight, how many, and whether it may be tilted or stacked.
 * The store keeps the place (the search reads it there); a react-final-form form over the place's
 * values in cm, g and pieces judges them by the kernel's yup rules, and shows a field's message
 * once the field was left. The form takes the store's values again on every change, which keeps
 * what was left (touched) and judges anew.
 */
export const CargoPlace = observer(function CargoPlace({ cargo, index }: CargoPlaceProps): ReactElement {
  // A new `validate` once the rules are there makes the form judge the place again, so that a
  // value that came with a link and was only visited gets its message too.
  const [rulesLoaded, setRulesLoaded] = useState(false);
  const validate = useCallback((values: PlaceValues) => placeRules.validate(values), [rulesLoaded]);
  const prepare = () => {
    // Every focus: a load that failed is tried again (prepare does nothing once they are there).
    placeRules.prepare();
    if (!rulesLoaded)
      void Promise.resolve(placeRules.validate(placeValues(cargo))).then(() => setRulesLoaded(true));
  };
  return (
    <Form<PlaceValues>
      onSubmit={() => undefined}
      initialValues={placeValues(cargo)}
      validate={validate}
      subscription={{}}
    >
      {() => <PlaceFields cargo={cargo} index={index} onFocus={prepare} />}
    </Form>
  );
});

const PlaceFields = observer(function PlaceFields({
  cargo,
  index,
  onFocus,
}: CargoPlaceProps & { onFocus(): void }): ReactElement {
  const { t, i18n } = useCalculatorTranslation();
  const { size: formatSize, weight: formatWeight, volume: formatVolume } = useNumberFormat();
  const { delivery } = useStore();
  const preset = PACKAGING_PRESETS.find((item) => item.slug === cargo.slug) ?? PACKAGING_PRESETS.at(-1)!;
  const custom = preset.slug === 'custom';
  const update = (patch: Partial<Omit<Cargo, 'id'>>) => delivery.updateCargo(cargo.id, patch);
  const message = (error: string | undefined) => {
    const found = error ? cargoRuleMessage(error, i18n.language) : null;
    return found ? t(found.key, found.values) : null;
  };
  const setLength = (dimension: keyof Cargo['size'], value: number) =>
    update({ size: { ...cargo.size, [dimension]: { ...cargo.size[dimension], value } } });
  const setLengthUnit = (unit: LengthUnit) =>
    update({
      size: {
        length: { ...cargo.size.length, unit },
        width: { ...cargo.size.width, unit },
        height: { ...cargo.size.height, unit },
      },
    });
  const setPresetSize = (key: string) => {
    const size = preset.sizes.find((item) => sizeKey(item) === key);
    if (!size) return;
    update({
      size: {
        length: { value: size.length, unit: 'cm' },
        width: { value: size.width, unit: 'cm' },
        height: { value: size.height, unit: 'cm' },
      },
    });
  };
  const currentSize = sizeOf(cargo);
  const currentWeight = toGrams(cargo.weight);
  const volume = toM3({ value: cargoVolumeCm3(cargo), unit: 'cm3' });
  const place = t('cargo.place', { number: index + 1 });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={place}
      id={placeId(cargo)}
      tabIndex={-1}
      onFocus={onFocus}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <PackagingIcon slug={preset.slug} color="primary" />
        <TextField
          select
          size="small"
          label={place}
          value={preset.slug}
          onChange={(event) => {
            const next = PACKAGING_PRESETS.find((item) => item.slug === event.target.value);
            if (next) delivery.setCargoPreset(cargo.id, next);
          }}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {COMBINED_TRANSPORT_TYPE.options.map((item) => (
            <MenuItem key={item.slug} value={item.slug}>
              {t(`common:${item.name}`)}
            </MenuItem>
          ))}
        </TextField>
        <IconButton
          aria-label={t('cargo.remove', { number: index + 1 })}
          onClick={() => delivery.removeCargo(cargo.id)}
        >
          <DeleteIcon />
        </IconButton>
      </Box>

      {custom ? (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr)) 96px' },
          }}
        >
          {(['length', 'width', 'height'] as const).map((dimension) => (
            <Field key={dimension} name={dimension} subscription={SHOWN}>
              {({ input, meta }) => (
                <NumberField
                  size="small"
                  id={dimension === 'length' ? placeId(cargo, 'length') : undefined}
                  label={t(`cargo.${dimension}`)}
                  value={cargo.size[dimension].value}
                  onChange={(value) => setLength(dimension, value)}
                  onFocus={() => input.onFocus()}
                  onBlur={() => input.onBlur()}
                  error={shownError(meta) ? ' ' : null}
                />
              )}
            </Field>
          ))}
          <TextField
            select
            size="small"
            label={t('cargo.lengthUnit')}
            value={cargo.size.length.unit}
            onChange={(event) => setLengthUnit(event.target.value as LengthUnit)}
            sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
          >
            {LENGTH_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {t(`cargo.units.${unit}`)}
              </MenuItem>
            ))}
          </TextField>
          <Field name="weight" subscription={SHOWN}>
            {({ input, meta }) => (
              <NumberField
                size="small"
                label={t('cargo.weight')}
                value={cargo.weight.value}
                onChange={(value) => update({ weight: { ...cargo.weight, value } })}
                onFocus={() => input.onFocus()}
                onBlur={() => input.onBlur()}
                error={shownError(meta) ? ' ' : null}
                sx={{ gridColumn: { xs: '2 / 3', sm: '1 / 2' } }}
              />
            )}
          </Field>
          <TextField
            select
            size="small"
            label={t('cargo.weightUnit')}
            value={cargo.weight.unit}
            onChange={(event) =>
              update({ weight: { ...cargo.weight, unit: event.target.value as WeightUnit } })
            }
          >
            {WEIGHT_UNITS.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {t(`cargo.units.${unit}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <TextField
            select
            size="small"
            label={t('cargo.size')}
            value={sizeKey(currentSize)}
            onChange={(event) => setPresetSize(event.target.value)}
          >
            {withCurrent(preset.sizes, currentSize, sizeKey).map((size) => (
              <MenuItem key={sizeKey(size)} value={sizeKey(size)}>
                {formatSize(size)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('cargo.weight')}
            value={String(currentWeight)}
            onChange={(event) => update({ weight: weightOf(Number(event.target.value)) })}
          >
            {withCurrent(preset.weights.map(toGrams), currentWeight, String).map((grams) => (
              <MenuItem key={grams} value={String(grams)}>
                {formatWeight(grams)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      {custom && <SizeMessages message={message} />}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 }, mt: 1.5 }}>
        <Field name="quantity" subscription={SHOWN}>
          {({ input, meta }) => (
            <QuantityField
              value={cargo.quantity}
              onChange={(quantity) => update({ quantity })}
              onFocus={() => input.onFocus()}
              onBlur={() => input.onBlur()}
              error={message(shownError(meta))}
              label={t('cargo.quantity')}
            />
          )}
        </Field>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={cargo.rotate}
                disabled={!preset.can.rotate}
                onChange={(event) => update({ rotate: event.target.checked })}
              />
            }
            label={t('cargo.rotate')}
          />
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={cargo.stack}
                disabled={!preset.can.stack}
                onChange={(event) => update({ stack: event.target.checked })}
              />
            }
            label={t('cargo.stack')}
          />
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {t('cargo.placeSummary', {
          volume: formatVolume(volume * cargo.quantity),
          weight: formatWeight(currentWeight * cargo.quantity),
          count: cargo.quantity,
        })}
      </Typography>
    </Paper>
  );
});

/**
 * The messages of the sizes and weight that were left, under the fields, in the order the
 * fields stand (the fields themselves only turn red: their helper lines would not fit).
 */
function SizeMessages({ message }: { message(error: string | undefined): string | null }): ReactElement {
  return (
    <Box role="alert" sx={{ mt: 0.5 }}>
      {(['length', 'width', 'height', 'weight'] as const).map((field) => (
        <Field key={field} name={field} subscription={SHOWN}>
          {({ meta }) => {
            const text = message(shownError(meta));
            return text ? (
              <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                {text}
              </Typography>
            ) : null;
          }}
        </Field>
      ))}
    </Box>
  );
}

/** The preset's choices, plus the current value when a link brought one the preset does not list. */
function withCurrent<T>(choices: readonly T[], current: T, key: (value: T) => string): T[] {
  return choices.some((choice) => key(choice) === key(current)) ? [...choices] : [current, ...choices];
}

function weightOf(grams: number): Measure<WeightUnit> {
  return grams % 1000 === 0 ? { value: grams / 1000, unit: 'kg' } : { value: grams, unit: 'g' };
}

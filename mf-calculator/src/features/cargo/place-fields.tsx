import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Field } from 'react-final-form';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  cargoRuleMessage,
  cargoVolumeCm3,
  COMBINED_TRANSPORT_TYPE,
  PACKAGING_PRESETS,
  shownError,
  toGrams,
  toM3,
  type Cargo,
} from '@dostavka/shared-kernel/domain';
import { DeleteIcon, useNumberFormat, useStore } from '@dostavka/shared-kernel/ui-core';
import { CheckboxField, ChoiceInput } from '@dostavka/shared-kernel/ui-input';
import { useCalculatorTranslation } from '../../i18n/texts';
import { CustomSizeFields } from './custom-size-fields';
import { PackagingIcon } from './packaging-icon';
import { placeId, SHOWN, type PlaceMessage, type PlaceUpdate } from './place-rules';
import { PresetSizeFields } from './preset-size-fields';
import { QuantityField } from './quantity-field';

interface PlaceFieldsProps {
  cargo: Cargo;
  index: number;
  /** The place got the focus (its rules load then). */
  onFocus(): void;
}

/**
 * A place's fields: its packaging (and removing it), sizes and weight (typed for the visitor's own
 * packaging, chosen from the preset's otherwise), how many, whether it may be tilted or stacked,
 * and what the place weighs and takes up in all.
 */
export const PlaceFields = observer(function PlaceFields({
  cargo,
  index,
  onFocus,
}: PlaceFieldsProps): ReactElement {
  const { t, i18n } = useCalculatorTranslation();
  const { weight: formatWeight, volume: formatVolume } = useNumberFormat();
  const { delivery } = useStore();
  const preset = PACKAGING_PRESETS.find((item) => item.slug === cargo.slug) ?? PACKAGING_PRESETS.at(-1)!;
  const update: PlaceUpdate = (patch) => delivery.updateCargo(cargo.id, patch);
  const message: PlaceMessage = (error) => {
    const found = error ? cargoRuleMessage(error, i18n.language) : null;
    return found ? t(found.key, found.values) : null;
  };
  const weight = toGrams(cargo.weight);
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
        <ChoiceInput
          size="small"
          label={place}
          value={preset.slug}
          onChange={(event) => {
            const next = PACKAGING_PRESETS.find((item) => item.slug === event.target.value);
            if (next) delivery.setCargoPreset(cargo.id, next);
          }}
          choices={COMBINED_TRANSPORT_TYPE.options.map((item) => ({
            value: item.slug,
            text: t(`common:${item.name}`),
          }))}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <IconButton
          aria-label={t('cargo.remove', { number: index + 1 })}
          onClick={() => delivery.removeCargo(cargo.id)}
        >
          <DeleteIcon />
        </IconButton>
      </Box>

      {preset.slug === 'custom' ? (
        <CustomSizeFields cargo={cargo} update={update} message={message} />
      ) : (
        <PresetSizeFields cargo={cargo} preset={preset} update={update} />
      )}

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
          {(['rotate', 'stack'] as const).map((option) => (
            <CheckboxField
              key={option}
              size="small"
              checked={cargo[option]}
              disabled={!preset.can[option]}
              onChange={(event) => update({ [option]: event.target.checked })}
              label={t(`cargo.${option}`)}
            />
          ))}
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {t('cargo.placeSummary', {
          volume: formatVolume(volume * cargo.quantity),
          weight: formatWeight(weight * cargo.quantity),
          count: cargo.quantity,
        })}
      </Typography>
    </Paper>
  );
});

import type { ReactElement } from 'react';
import { Field } from 'react-final-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { shownError, type Cargo, type LengthUnit, type WeightUnit } from '@dostavka/shared-kernel/domain';
import { ChoiceInput } from '@dostavka/shared-kernel/ui-input';
import { useCalculatorTranslation } from '../../i18n/texts';
import { NumberField, type NumberFieldProps } from '../../ui/number-field';
import { placeId, SHOWN, type PlaceMessage, type PlaceUpdate } from './place-rules';

const LENGTH_UNITS: readonly LengthUnit[] = ['cm', 'm', 'mm'];
const WEIGHT_UNITS: readonly WeightUnit[] = ['kg', 'g', 't'];
const DIMENSIONS = ['length', 'width', 'height'] as const;

interface CustomSizeProps {
  cargo: Cargo;
  update: PlaceUpdate;
  message: PlaceMessage;
}

/**
 * A place of the visitor's own packaging: length, width and height in a unit, weight in a unit.
 * The fields only turn red; their messages stand under them all, in the order the fields stand.
 */
export function CustomSizeFields({ cargo, update, message }: CustomSizeProps): ReactElement {
  const { t } = useCalculatorTranslation();
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
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr)) 96px' },
        }}
      >
        {DIMENSIONS.map((dimension) => (
          <RuleNumberField
            key={dimension}
            id={dimension === 'length' ? placeId(cargo, 'length') : undefined}
            name={dimension}
            label={t(`cargo.${dimension}`)}
            value={cargo.size[dimension].value}
            onChange={(value) => setLength(dimension, value)}
          />
        ))}
        <UnitSelect
          label={t('cargo.lengthUnit')}
          units={LENGTH_UNITS}
          value={cargo.size.length.unit}
          onChange={setLengthUnit}
          sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
        />
        <RuleNumberField
          name="weight"
          label={t('cargo.weight')}
          value={cargo.weight.value}
          onChange={(value) => update({ weight: { ...cargo.weight, value } })}
          sx={{ gridColumn: { xs: '2 / 3', sm: '1 / 2' } }}
        />
        <UnitSelect
          label={t('cargo.weightUnit')}
          units={WEIGHT_UNITS}
          value={cargo.weight.unit}
          onChange={(unit) => update({ weight: { ...cargo.weight, unit } })}
        />
      </Box>
      <SizeMessages message={message} />
    </>
  );
}

/** A number of the place whose rule field (cm or g) follows its focus and shows its state. */
function RuleNumberField({
  name,
  ...field
}: Pick<NumberFieldProps, 'id' | 'label' | 'value' | 'onChange' | 'sx'> & {
  name: (typeof DIMENSIONS)[number] | 'weight';
}): ReactElement {
  return (
    <Field name={name} subscription={SHOWN}>
      {({ input, meta }) => (
        <NumberField
          size="small"
          {...field}
          onFocus={() => input.onFocus()}
          onBlur={() => input.onBlur()}
          error={shownError(meta) ? ' ' : null}
        />
      )}
    </Field>
  );
}

function UnitSelect<U extends LengthUnit | WeightUnit>({
  label,
  units,
  value,
  onChange,
  sx,
}: {
  label: string;
  units: readonly U[];
  value: U;
  onChange(unit: U): void;
  sx?: SxProps<Theme>;
}): ReactElement {
  const { t } = useCalculatorTranslation();
  const unitName = (unit: LengthUnit | WeightUnit) => t(`cargo.units.${unit}`);
  return (
    <ChoiceInput
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as U)}
      choices={units.map((unit) => ({ value: unit, text: unitName(unit) }))}
      sx={sx}
    />
  );
}

/**
 * The messages of the sizes and weight that were left, under the fields, in the order the
 * fields stand (the fields themselves only turn red: their helper lines would not fit).
 */
function SizeMessages({ message }: { message: PlaceMessage }): ReactElement {
  return (
    <Box role="alert" sx={{ mt: 0.5 }}>
      {([...DIMENSIONS, 'weight'] as const).map((field) => (
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

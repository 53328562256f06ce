import { useState, type ReactElement } from 'react';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  cargoRuleMessage,
  createId,
  parseDecimal,
  shownError,
  type Cargo,
  type CargoField,
  type Measure,
  type WeightUnit,
} from '@dostavka/shared-kernel/domain';
import type { DirectionSide } from '@dostavka/shared-kernel/stores';
import { useNotify, useNumberFormat, useStore } from '@dostavka/shared-kernel/ui-core';
import { TextInput } from '@dostavka/shared-kernel/ui-input';
import { useOrderField } from './field-problem';

/** One place as typed: sizes in cm, its weight in kg, how many such places. */
type PlaceText = Record<CargoField, string>;
interface SizesValues {
  places: PlaceText[];
}

const FIELDS: readonly CargoField[] = ['length', 'width', 'height', 'weight', 'quantity'];

const blankPlace = (): PlaceText => ({ length: '', width: '', height: '', weight: '', quantity: '1' });

/** A typed number ('12,5'); NaN when empty or not one, which the rules name. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : parseDecimal(text));

/** A typed place as the kernel's rules judge it: cm, g and pieces. */
const ruleValues = (place: PlaceText): Record<CargoField, number> => ({
  length: numberOf(place.length),
  width: numberOf(place.width),
  height: numberOf(place.height),
  weight: Math.round(numberOf(place.weight) * 1000),
  quantity: numberOf(place.quantity),
});

type PlacesValidate = (values: SizesValues) => Record<string, unknown>;

/**
 * The rules of the places (yup and the kernel's `rules` entry, not in the page's first view),
 * loaded when the visitor asks for the sizes' fields: the fields open once they are there.
 */
async function loadPlacesRules(): Promise<PlacesValidate> {
  const [{ object }, { cargoPlacesSchema, validateWith }] = await Promise.all([
    import('yup'),
    import('@dostavka/shared-kernel/rules'),
  ]);
  const validatePlaces = validateWith<{ places: Array<Record<CargoField, number>> }>(
    object({ places: cargoPlacesSchema }),
  );
  return (values) => validatePlaces({ places: values.places.map(ruleValues) });
}

const weightOf = (grams: number): Measure<WeightUnit> =>
  grams % 1000 === 0 ? { value: grams / 1000, unit: 'kg' } : { value: grams, unit: 'g' };

/** A checked place as the calculator keeps one: a hand-described place in cm. */
function cargoOf(place: PlaceText): Cargo {
  const values = ruleValues(place);
  const cm = (value: number) => ({ value, unit: 'cm' as const });
  return {
    id: createId(),
    size: { length: cm(values.length), width: cm(values.width), height: cm(values.height) },
    weight: weightOf(values.weight),
    quantity: values.quantity,
    slug: 'custom',
    rotate: true,
    stack: true,
  };
}

/** The element the submit button takes the visitor to when the sizes are what is missing. */
const sizesField = 'sizes';

/**
 * A locker chosen for a shipment known by its total weight alone: a locker takes each place into
 * a cell, so no carrier prices one without the size of every place. The chosen tariff stays; this
 * says why the sizes are needed and opens their fields right here (react-final-form with the
 * kernel's rules for a place). Once they are given the cargo is described by places (the
 * calculator shows the same) and the tariff is priced again with the locker.
 */
export const LockerSizes = observer(function LockerSizes({ side }: { side: DirectionSide }): ReactElement {
  const { t } = useTranslation('order');
  const { weight: formatWeight } = useNumberFormat();
  const { order, delivery } = useStore();
  const notify = useNotify();
  const problem = useOrderField(side, sizesField).props;
  // The places' rules once loaded: the fields are open.
  const [validate, setValidate] = useState<PlacesValidate | null>(null);
  const { weightKg, quantity } = delivery.shipmentTotals;
  const pieces = Math.max(1, Math.round(quantity) || 1);
  const titleId = `order-${side}-sizes-title`;

  // The form starts from the totals once: one row of the pieces, each with its share of the weight
  // (a new object on every render would make final-form start again and lose what was typed).
  const [initial] = useState<SizesValues>(() => ({
    places: [
      {
        ...blankPlace(),
        weight: String(Math.round((weightKg * 1000) / pieces) / 1000).replace('.', ','),
        quantity: String(pieces),
      },
    ],
  }));

  const apply = async (values: SizesValues) => {
    runInAction(() => {
      delivery.setCargos(values.places.map(cargoOf));
      delivery.setCargoMode('places');
    });
    await order.requote();
  };

  return (
    <Box
      id={problem.id}
      tabIndex={-1}
      component="section"
      aria-labelledby={titleId}
      sx={{ gridColumn: '1 / -1', minWidth: 0 }}
    >
      <Alert severity={problem.error ? 'error' : 'info'}>
        <AlertTitle id={titleId}>{t('lockerSizes.title')}</AlertTitle>
        {t('lockerSizes.text', { weight: formatWeight(weightKg * 1000), count: pieces })}
        {!validate && (
          <Box sx={{ mt: 1 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              onClick={() => {
                problem.onBlur();
                // A failed load (the connection dropped) says so and leaves the button, which tries again.
                loadPlacesRules().then(
                  (loaded) => setValidate(() => loaded),
                  () => notify(t('lockerSizes.loadFailed'), 'error'),
                );
              }}
            >
              {t('lockerSizes.open')}
            </Button>
          </Box>
        )}
      </Alert>
      {validate && <SizesForm initial={initial} validate={validate} onApply={apply} />}
    </Box>
  );
});

function SizesForm({
  initial,
  validate,
  onApply,
}: {
  initial: SizesValues;
  validate: PlacesValidate;
  onApply(values: SizesValues): Promise<void>;
}): ReactElement {
  const { t, i18n } = useTranslation('order');
  const message = (key: string | undefined) => {
    const found = key ? cargoRuleMessage(key, i18n.language) : null;
    return found ? t(found.key, found.values) : ' ';
  };
  return (
    <Form<SizesValues> onSubmit={onApply} initialValues={initial} validate={validate}>
      {({ handleSubmit, form, values, submitting }) => (
        // The order form has no <form> element of its own, so this one may be a real form: Enter sends it.
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 2, display: 'grid', gap: 2 }}>
          {values.places.map((_, index) => (
            <Box
              key={index}
              component="fieldset"
              sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
              aria-label={t('lockerSizes.place', { number: index + 1 })}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography component="span" variant="subtitle2">
                  {t('lockerSizes.place', { number: index + 1 })}
                </Typography>
                {values.places.length > 1 && (
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() =>
                      form.change(
                        'places',
                        values.places.filter((__, other) => other !== index),
                      )
                    }
                  >
                    {t('lockerSizes.remove', { number: index + 1 })}
                  </Button>
                )}
              </Box>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
                }}
              >
                {FIELDS.map((field) => (
                  <Field<string> key={field} name={`places[${index}].${field}`}>
                    {({ input, meta }) => {
                      const shown = shownError(meta);
                      return (
                        <TextInput
                          {...input}
                          size="small"
                          label={t(`lockerSizes.${field}`)}
                          required
                          autoFocus={index === 0 && field === 'length'}
                          error={shown !== undefined}
                          helperText={message(shown)}
                          inputProps={{
                            inputMode: field === 'quantity' ? 'numeric' : 'decimal',
                            autoComplete: 'off',
                          }}
                        />
                      );
                    }}
                  </Field>
                ))}
              </Box>
            </Box>
          ))}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={submitting}>
              {t('lockerSizes.apply')}
            </Button>
            <Button onClick={() => form.change('places', [...values.places, blankPlace()])}>
              {t('lockerSizes.add')}
            </Button>
          </Box>
        </Box>
      )}
    </Form>
  );
}

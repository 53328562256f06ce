import { useId, useMemo, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import {
  CALCULATOR_PATH,
  calculatorHref,
  cargoRuleMessage,
  lazyValidation,
  parseDecimal,
  shownError,
  type City,
} from '@dostavka/shared-kernel/domain';
import { CityPickerField } from '@dostavka/shared-kernel/ui-city-picker';
import { TextInput } from '@dostavka/shared-kernel/ui-input';
import { Island, SamePart, useBus, useDataNames, useStore } from '@dostavka/shared-kernel/ui-core';

export interface CalculatorEntryProps {
  from?: City | null;
  to?: City | null;
  /** Where the form sits on the page (landing anchors scroll to it). */
  id?: string;
}

interface EntryValues {
  from: City | null;
  to: City | null;
  /** Kilograms as typed ('12,5'); may stay empty. */
  weight: string;
}

/**
 * The weight follows a cargo place's rule (spec 5); the cities are the calculator's to ask for.
 * The rule (yup) loads when the form first gets the focus, not with the page.
 */
const rules = lazyValidation<EntryValues>(async () => {
  const [{ object }, { typedKilogramsSchema, validateWith }] = await Promise.all([
    import('yup'),
    import('@dostavka/shared-kernel/rules'),
  ]);
  return validateWith<EntryValues>(object({ weight: typedKilogramsSchema }));
});

/**
 * This build among the remote's versions one server renders with (its own and a registered one,
 * or a canary): each loads as a module of its own, and must not be given another's entry.
 */
const BUILD = Math.random().toString(36).slice(2);

/**
 * The entry is the same on every page but for its cities (the server renders it once per kind:
 * the shell's ssr/server-parts.tsx): which of them are chosen and whether the city field shows a
 * region (the city picker's rule: not for a city that is a region of its own) shape it; their
 * names, regions and slugs fill it.
 */
function useFills(from: City | null, to: City | null) {
  const names = useDataNames();
  const shape: string[] = [];
  const fills: string[] = [];
  for (const city of [from, to]) {
    const region = city !== null && city.region.name !== city.name;
    shape.push(city === null ? 'none' : region ? 'city+region' : 'city');
    if (city)
      fills.push(names.place(city.name), ...(region ? [names.place(city.region.name)] : []), city.slug);
  }
  return { shape, fills };
}

/**
 * Origin, destination and weight, then on to the calculator with them. A plain GET form at heart
 * (`/calculator/?from&to&weight`), so it works before the page comes alive and whatever was typed
 * is sent; alive (the `quote` island) it is a react-final-form form: the weight is checked by the
 * kernel's rule (its message once the field was left or a send tried), the chosen cities go into
 * the order store, and the calculator opens with them.
 */
export function CalculatorEntry(props: CalculatorEntryProps): ReactElement {
  return (
    <Island name="quote" props={props}>
      <CalculatorEntryForm {...props} />
    </Island>
  );
}

/** The entry's form: what the `quote` island hydrates. */
export function CalculatorEntryForm({
  from = null,
  to = null,
  id = 'calculator',
}: CalculatorEntryProps): ReactElement {
  const { t, i18n } = useTranslation('content');
  const store = useStore();
  const bus = useBus();
  const initialValues = useMemo<EntryValues>(() => ({ from, to, weight: '' }), [from, to]);
  const { shape, fills } = useFills(from, to);
  const place = useId();

  const submit = (values: EntryValues) => {
    if (values.from) store.shipment.setCity('from', values.from);
    if (values.to) store.shipment.setCity('to', values.to);
    const kg = parseDecimal(values.weight);
    bus.emit('navigate', {
      to: calculatorHref({ from: values.from?.slug, to: values.to?.slug, weight: kg > 0 ? kg : undefined }),
    });
  };

  return (
    <SamePart name="calculator entry" deps={[BUILD, place, i18n.language, id, ...shape]} fills={fills}>
      <Form<EntryValues>
        onSubmit={submit}
        initialValues={initialValues}
        validate={rules.validate}
        subscription={{}}
      >
        {({ handleSubmit }) => (
          <Paper
            id={id}
            component="form"
            action={CALCULATOR_PATH}
            method="get"
            onSubmit={handleSubmit}
            onFocus={rules.prepare}
            noValidate
            aria-label={t('entry.label')}
            elevation={2}
            sx={{
              p: { xs: 2, md: 3 },
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr auto' },
              alignItems: 'center',
            }}
          >
            {(['from', 'to'] as const).map((side) => (
              <Field<City | null> key={side} name={side} subscription={{ value: true }}>
                {({ input }) => (
                  <>
                    <CityPickerField side={side} value={input.value || null} onChange={input.onChange} />
                    {input.value && <input type="hidden" name={side} value={input.value.slug} />}
                  </>
                )}
              </Field>
            ))}
            <Field<string> name="weight" parse={(value) => value ?? ''}>
              {({ input, meta }) => {
                const error = shownError(meta);
                const message = error ? cargoRuleMessage(error, i18n.language) : null;
                return (
                  <TextInput
                    {...input}
                    // Its own id (not useId's, which differ between the page and the island's root)
                    // and the label always above: before the page comes alive, what a visitor types
                    // never runs into the label.
                    id={`${id}-weight`}
                    shrinkLabel
                    label={t('entry.weight')}
                    error={message !== null}
                    helperText={message ? t(message.key, message.values) : undefined}
                    inputProps={{ inputMode: 'decimal', pattern: '[0-9]*[.,]?[0-9]*' }}
                  />
                );
              }}
            </Field>
            <Box>
              <Button type="submit" variant="contained" size="large" fullWidth>
                {t('entry.submit')}
              </Button>
            </Box>
          </Paper>
        )}
      </Form>
    </SamePart>
  );
}

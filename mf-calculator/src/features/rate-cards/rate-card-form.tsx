import { useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { serverMessage, serverProblems } from '@dostavka/shared-kernel/api';
import type { RateCard } from '@dostavka/shared-kernel/contract';
import { errorsOf, rateCardFormSchema, shownError, validateWith } from '@dostavka/shared-kernel/rules';
import { useDataNames, useStore } from '@dostavka/shared-kernel/ui';
import { useCalculatorTranslation } from '../../i18n/texts';
import {
  BODIES,
  cardDraft,
  draftCard,
  LOADS,
  newVehicle,
  SERVICES,
  type BandDraft,
  type CardDraft,
} from './card-draft';

export type CardAction = 'preview' | 'save';

interface RateCardFormProps {
  card: RateCard;
  /** Runs the action with the card the form makes; a refusal (ApiError) is shown field by field. */
  onAction(action: CardAction, card: RateCard): Promise<void>;
}

const validate = validateWith<CardDraft>(rateCardFormSchema);

/**
 * The server's refusal as final-form's submit errors: each problem on its field when the form has
 * that field, the others (and a refusal without problems) above the buttons.
 */
export function submitErrors(
  error: unknown,
  registered: readonly string[],
  fallback: string,
): SubmissionErrors {
  const problems = serverProblems(error);
  const fields = new Set(registered);
  const onFields = problems.filter((problem) => fields.has(problem.path));
  const rest = problems.filter((problem) => !fields.has(problem.path));
  const errors = errorsOf(onFields.map(({ path, message }) => ({ path, key: message })));
  if (rest.length > 0)
    errors[FORM_ERROR] = rest.map(({ path, message }) => (path ? `${path}: ${message}` : message));
  else if (onFields.length === 0) errors[FORM_ERROR] = [serverMessage(error) ?? fallback];
  return errors;
}

function DecimalField({
  name,
  label,
  helper,
  width = 120,
}: {
  name: string;
  label: string;
  helper?: string;
  width?: number;
}) {
  const { t } = useCalculatorTranslation();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const rule = shownError(meta);
        const server =
          !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
        const message = rule ? t(`common:${rule}`) : server;
        return (
          <TextField
            {...input}
            value={input.value ?? ''}
            size="small"
            label={label}
            title={helper}
            error={message !== undefined}
            helperText={message}
            sx={{ width }}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label } }}
          />
        );
      }}
    </Field>
  );
}

function TextInput({
  name,
  label,
  width = 160,
  hint,
}: {
  name: string;
  label: string;
  width?: number;
  /** The line under the field while it has no message (a terminal's code: its city). */
  hint?(value: string): string | undefined;
}) {
  const { t } = useCalculatorTranslation();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const rule = shownError(meta);
        const server =
          !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
        const message = rule ? t(`common:${rule}`) : server;
        return (
          <TextField
            {...input}
            size="small"
            label={label}
            error={message !== undefined}
            helperText={message ?? hint?.(input.value ?? '')}
            sx={{ width }}
            slotProps={{ htmlInput: { 'aria-label': label } }}
          />
        );
      }}
    </Field>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>{children}</Box>
);

function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <IconButton aria-label={label} title={label} onClick={onClick} size="small" sx={{ mt: 0.5 }}>
      ×
    </IconButton>
  );
}

const without = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

function Bands({
  name,
  list,
  title,
  form,
}: {
  name: string;
  list: BandDraft[];
  title: string;
  form: FormApi<CardDraft>;
}) {
  const { t } = useCalculatorTranslation();
  return (
    <Section title={title}>
      {list.map((_, i) => (
        <Row key={i}>
          <DecimalField
            name={`${name}[${i}].upToKg`}
            label={t('rateCards.band.upToKg', { what: title, n: i + 1 })}
            helper={t('rateCards.openBound')}
            width={180}
          />
          <DecimalField
            name={`${name}[${i}].rub`}
            label={t('rateCards.band.rub', { what: title, n: i + 1 })}
            width={180}
          />
          <RemoveButton
            label={t('rateCards.remove', { what: `${title} ${i + 1}` })}
            onClick={() => form.change(name as keyof CardDraft, without(list, i) as never)}
          />
        </Row>
      ))}
      <Box>
        <Button
          size="small"
          onClick={() => form.change(name as keyof CardDraft, [...list, { upToKg: '', rub: '' }] as never)}
        >
          {t('rateCards.addBand')}
        </Button>
      </Box>
    </Section>
  );
}

/**
 * A terminal's city by its KLADR code, in the page's language ('7800000000000': 'Санкт-Петербург',
 * 'Saint Petersburg'), from the list of every city (the page loads it); a code no city has says so.
 */
function useTerminalCity(): (code: string) => string | undefined {
  const { t } = useCalculatorTranslation();
  const { cities } = useStore();
  const names = useDataNames();
  const { byCode, catalogueStatus } = cities;
  return (code) => {
    const city = byCode.get(code.trim());
    if (city) return names.place(city.name);
    return catalogueStatus === 'ready' && code.trim() !== '' ? t('rateCards.terminal.unknown') : undefined;
  };
}

/** Terminals, weight breaks and zones, door bands: the consolidated part of the card. */
const ConsolidatedFields = observer(function ConsolidatedFields({
  values,
  form,
}: {
  values: NonNullable<CardDraft['consolidated']>;
  form: FormApi<CardDraft>;
}) {
  const { t } = useCalculatorTranslation();
  const terminalCity = useTerminalCity();
  const change = (path: string, value: unknown) => form.change(path as keyof CardDraft, value as never);
  return (
    <Section title={t('rateCards.consolidated')}>
      <Section title={t('rateCards.terminals')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(380px, 1fr))', gap: 1 }}>
          {values.terminals.map((_, i) => (
            <Row key={i}>
              <TextInput
                name={`consolidated.terminals[${i}].city`}
                label={t('rateCards.terminal.city', { n: i + 1 })}
                width={170}
                hint={terminalCity}
              />
              <DecimalField
                name={`consolidated.terminals[${i}].doorFactor`}
                label={t('rateCards.terminal.doorFactor', { n: i + 1 })}
                width={110}
              />
              <Field<boolean> name={`consolidated.terminals[${i}].hub`} type="checkbox">
                {({ input }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        {...input}
                        size="small"
                        slotProps={{ input: { 'aria-label': t('rateCards.terminal.hub', { n: i + 1 }) } }}
                      />
                    }
                    label={t('rateCards.hub')}
                  />
                )}
              </Field>
              <RemoveButton
                label={t('rateCards.remove', { what: t('rateCards.terminal.city', { n: i + 1 }) })}
                onClick={() => change('consolidated.terminals', without(values.terminals, i))}
              />
            </Row>
          ))}
        </Box>
        <Box>
          <Button
            size="small"
            onClick={() =>
              change('consolidated.terminals', [
                ...values.terminals,
                { city: '', hub: false, doorFactor: '1' },
              ])
            }
          >
            {t('rateCards.addTerminal')}
          </Button>
        </Box>
      </Section>

      <Section title={t('rateCards.breaks')}>
        <Row>
          {values.weightBreaksKg.map((_, k) => (
            <Box key={k} sx={{ display: 'flex' }}>
              <DecimalField
                name={`consolidated.weightBreaksKg[${k}]`}
                label={t('rateCards.break', { n: k + 1 })}
                width={110}
              />
              <RemoveButton
                label={t('rateCards.remove', { what: t('rateCards.break', { n: k + 1 }) })}
                onClick={() =>
                  form.batch(() => {
                    change('consolidated.weightBreaksKg', without(values.weightBreaksKg, k));
                    values.zones.forEach((zone, z) =>
                      change(`consolidated.zones[${z}].rubPerKg`, without(zone.rubPerKg, k)),
                    );
                  })
                }
              />
            </Box>
          ))}
          <Button
            size="small"
            onClick={() =>
              form.batch(() => {
                change('consolidated.weightBreaksKg', [...values.weightBreaksKg, '']);
                values.zones.forEach((zone, z) =>
                  change(`consolidated.zones[${z}].rubPerKg`, [...zone.rubPerKg, '']),
                );
              })
            }
          >
            {t('rateCards.addBreak')}
          </Button>
        </Row>
      </Section>

      <Section title={t('rateCards.zones')}>
        {values.zones.map((zone, z) => (
          <Row key={z}>
            <DecimalField
              name={`consolidated.zones[${z}].upToKm`}
              label={t('rateCards.zone.upToKm', { n: z + 1 })}
              helper={t('rateCards.openBound')}
              width={140}
            />
            {zone.rubPerKg.map((_, k) => (
              <DecimalField
                key={k}
                name={`consolidated.zones[${z}].rubPerKg[${k}]`}
                label={t('rateCards.zone.rate', { n: z + 1, k: k + 1 })}
                width={110}
              />
            ))}
            <DecimalField
              name={`consolidated.zones[${z}].minimumRub`}
              label={t('rateCards.zone.minimumRub', { n: z + 1 })}
              width={150}
            />
            <RemoveButton
              label={t('rateCards.remove', { what: t('rateCards.zone.upToKm', { n: z + 1 }) })}
              onClick={() => change('consolidated.zones', without(values.zones, z))}
            />
          </Row>
        ))}
        <Box>
          <Button
            size="small"
            onClick={() =>
              change('consolidated.zones', [
                ...values.zones,
                { upToKm: '', rubPerKg: values.weightBreaksKg.map(() => ''), minimumRub: '' },
              ])
            }
          >
            {t('rateCards.addZone')}
          </Button>
        </Box>
        <DecimalField name="consolidated.maxShipmentKg" label={t('rateCards.maxShipmentKg')} width={260} />
      </Section>

      <Bands name="consolidated.pickup" list={values.pickup} title={t('rateCards.pickup')} form={form} />
      <Bands
        name="consolidated.delivery"
        list={values.delivery}
        title={t('rateCards.delivery')}
        form={form}
      />
    </Section>
  );
});

/** Vehicles per body, loading and services: the dedicated part of the card. */
function DedicatedFields({
  values,
  form,
}: {
  values: NonNullable<CardDraft['dedicated']>;
  form: FormApi<CardDraft>;
}) {
  const { t } = useCalculatorTranslation();
  const change = (path: string, value: unknown) => form.change(path as keyof CardDraft, value as never);
  return (
    <Section title={t('rateCards.dedicated')}>
      <Section title={t('rateCards.vehicles')}>
        {values.vehicles.map((_, v) => (
          <Row key={v}>
            <TextInput
              name={`dedicated.vehicles[${v}].vehicle`}
              label={t('rateCards.vehicle.slug', { n: v + 1 })}
              width={150}
            />
            {BODIES.map((body) => (
              <DecimalField
                key={body}
                name={`dedicated.vehicles[${v}].rubPerKm.${body}`}
                label={t('rateCards.vehicle.body', { n: v + 1, body: t(`rateCards.bodies.${body}`) })}
                width={150}
              />
            ))}
            <DecimalField
              name={`dedicated.vehicles[${v}].minimumRub`}
              label={t('rateCards.vehicle.minimumRub', { n: v + 1 })}
              width={150}
            />
            <RemoveButton
              label={t('rateCards.remove', { what: t('rateCards.vehicle.slug', { n: v + 1 }) })}
              onClick={() => change('dedicated.vehicles', without(values.vehicles, v))}
            />
          </Row>
        ))}
        <Box>
          <Button
            size="small"
            onClick={() => change('dedicated.vehicles', [...values.vehicles, newVehicle()])}
          >
            {t('rateCards.addVehicle')}
          </Button>
        </Box>
      </Section>
      <Section title={t('rateCards.loads')}>
        <Row>
          {LOADS.map((load) => (
            <DecimalField
              key={load}
              name={`dedicated.loadRub.${load}`}
              label={t(`rateCards.load.${load}`)}
              width={200}
            />
          ))}
        </Row>
      </Section>
      <Section title={t('rateCards.services')}>
        <Row>
          {SERVICES.map((service) => (
            <DecimalField
              key={service}
              name={`dedicated.serviceRub.${service}`}
              label={t(`rateCards.service.${service}`)}
              width={160}
            />
          ))}
        </Row>
      </Section>
    </Section>
  );
}

/** A rate card's form: the server's rule messages appear on the fields they are about. */
export function RateCardForm({ card, onAction }: RateCardFormProps): ReactElement {
  const { t } = useCalculatorTranslation();
  const action = useRef<CardAction>('save');
  // A new object would start the form again at every render.
  const initialValues = useMemo(() => cardDraft(card), [card]);
  return (
    <Form<CardDraft>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, form) => {
        try {
          await onAction(action.current, draftCard(values, card));
          return undefined;
        } catch (error) {
          return submitErrors(error, form.getRegisteredFields(), t('rateCards.failed'));
        }
      }}
    >
      {({ handleSubmit, values, form, submitting, submitError }) => (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          sx={{ display: 'grid', gap: 2 }}
          aria-label={card.name}
        >
          {values.consolidated && <ConsolidatedFields values={values.consolidated} form={form} />}
          {values.dedicated && <DedicatedFields values={values.dedicated} form={form} />}
          {Array.isArray(submitError) && (
            <Alert severity="error">
              {t('rateCards.problems')}
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {(submitError as string[]).map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </Box>
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="outlined"
              disabled={submitting}
              onClick={() => {
                action.current = 'preview';
              }}
            >
              {t('rateCards.preview')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              onClick={() => {
                action.current = 'save';
              }}
            >
              {t('rateCards.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Form>
  );
}

import type { ReactElement } from 'react';
import type { FormApi } from 'final-form';
import { observer } from 'mobx-react-lite';
import { Field } from 'react-final-form';
import Box from '@mui/material/Box';
import { useDataNames, useStore } from '@dostavka/shared-kernel/ui-core';
import { CheckboxField } from '@dostavka/shared-kernel/ui-input';
import { useStaffTranslation } from '../../i18n/staff-texts';
import type { BandDraft, CardDraft, ConsolidatedDraft } from './card-draft';
import { CardField, DecimalField } from './card-field';
import { AddButton, changer, ListSection, RemoveButton, Row, Section, without } from './card-sections';

interface PartProps {
  values: ConsolidatedDraft;
  form: FormApi<CardDraft>;
}

/**
 * A terminal's city by its KLADR code, in the page's language ('7800000000000': 'Санкт-Петербург',
 * 'Saint Petersburg'), from the list of every city (the page loads it); a code no city has says so.
 */
function useTerminalCity(): (code: string) => string | undefined {
  const { t } = useStaffTranslation();
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
export const ConsolidatedFields = observer(function ConsolidatedFields({
  values,
  form,
}: PartProps): ReactElement {
  const { t } = useStaffTranslation();
  const terminalCity = useTerminalCity();
  const change = changer(form);
  return (
    <Section title={t('rateCards.consolidated')}>
      <ListSection
        title={t('rateCards.terminals')}
        columns
        items={values.terminals}
        fields={(i) => (
          <>
            <CardField
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
              {({ input: { value: _value, ...input } }) => (
                <CheckboxField
                  {...input}
                  size="small"
                  aria-label={t('rateCards.terminal.hub', { n: i + 1 })}
                  label={t('rateCards.hub')}
                />
              )}
            </Field>
          </>
        )}
        removeLabel={(i) => t('rateCards.remove', { what: t('rateCards.terminal.city', { n: i + 1 }) })}
        addLabel={t('rateCards.addTerminal')}
        newItem={() => ({ city: '', hub: false, doorFactor: '1' })}
        onChange={(terminals) => change('consolidated.terminals', terminals)}
      />
      <WeightBreaks values={values} form={form} />
      <ListSection
        title={t('rateCards.zones')}
        items={values.zones}
        fields={(z, zone) => (
          <>
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
          </>
        )}
        removeLabel={(z) => t('rateCards.remove', { what: t('rateCards.zone.upToKm', { n: z + 1 }) })}
        addLabel={t('rateCards.addZone')}
        newItem={() => ({ upToKm: '', rubPerKg: values.weightBreaksKg.map(() => ''), minimumRub: '' })}
        onChange={(zones) => change('consolidated.zones', zones)}
      />
      <DecimalField name="consolidated.maxShipmentKg" label={t('rateCards.maxShipmentKg')} width={260} />
      <Bands name="pickup" list={values.pickup} form={form} />
      <Bands name="delivery" list={values.delivery} form={form} />
    </Section>
  );
});

/** The weight breaks: a break added or removed adds or removes its rate in every zone. */
function WeightBreaks({ values, form }: PartProps): ReactElement {
  const { t } = useStaffTranslation();
  const change = changer(form);
  const eachZone = (rates: (rubPerKg: string[]) => string[]) =>
    values.zones.forEach((zone, z) => change(`consolidated.zones[${z}].rubPerKg`, rates(zone.rubPerKg)));
  return (
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
                  eachZone((rates) => without(rates, k));
                })
              }
            />
          </Box>
        ))}
        <AddButton
          label={t('rateCards.addBreak')}
          onClick={() =>
            form.batch(() => {
              change('consolidated.weightBreaksKg', [...values.weightBreaksKg, '']);
              eachZone((rates) => [...rates, '']);
            })
          }
        />
      </Row>
    </Section>
  );
}

/** The door bands of pickup or delivery: a price up to each weight. */
function Bands({
  name,
  list,
  form,
}: {
  name: 'pickup' | 'delivery';
  list: BandDraft[];
  form: FormApi<CardDraft>;
}): ReactElement {
  const { t } = useStaffTranslation();
  const title = t(`rateCards.${name}`);
  return (
    <ListSection
      title={title}
      items={list}
      fields={(i) => (
        <>
          <DecimalField
            name={`consolidated.${name}[${i}].upToKg`}
            label={t('rateCards.band.upToKg', { what: title, n: i + 1 })}
            helper={t('rateCards.openBound')}
            width={180}
          />
          <DecimalField
            name={`consolidated.${name}[${i}].rub`}
            label={t('rateCards.band.rub', { what: title, n: i + 1 })}
            width={180}
          />
        </>
      )}
      removeLabel={(i) => t('rateCards.remove', { what: `${title} ${i + 1}` })}
      addLabel={t('rateCards.addBand')}
      newItem={() => ({ upToKg: '', rub: '' })}
      onChange={(bands) => changer(form)(`consolidated.${name}`, bands)}
    />
  );
}

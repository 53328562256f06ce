import type { ReactElement } from 'react';
import type { FormApi } from 'final-form';
import { useStaffTranslation } from '../../i18n/staff-texts';
import { BODIES, LOADS, newVehicle, SERVICES, type CardDraft, type DedicatedDraft } from './card-draft';
import { CardField, DecimalField } from './card-field';
import { changer, ListSection, PriceRow, Section } from './card-sections';

/** Vehicles per body, loading and services: the dedicated part of the card. */
export function DedicatedFields({
  values,
  form,
}: {
  values: DedicatedDraft;
  form: FormApi<CardDraft>;
}): ReactElement {
  const { t } = useStaffTranslation();
  return (
    <Section title={t('rateCards.dedicated')}>
      <ListSection
        title={t('rateCards.vehicles')}
        items={values.vehicles}
        fields={(v) => (
          <>
            <CardField
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
          </>
        )}
        removeLabel={(v) => t('rateCards.remove', { what: t('rateCards.vehicle.slug', { n: v + 1 }) })}
        addLabel={t('rateCards.addVehicle')}
        newItem={newVehicle}
        onChange={(vehicles) => changer(form)('dedicated.vehicles', vehicles)}
      />
      <PriceRow
        title={t('rateCards.loads')}
        name="dedicated.loadRub"
        keys={LOADS}
        label={(load) => t(`rateCards.load.${load}`)}
        width={200}
      />
      <PriceRow
        title={t('rateCards.services')}
        name="dedicated.serviceRub"
        keys={SERVICES}
        label={(service) => t(`rateCards.service.${service}`)}
        width={160}
      />
    </Section>
  );
}

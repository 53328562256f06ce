import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  deliveryMethodAt,
  formatPhone,
  type Contact,
  type Direction,
  type OrderContacts,
  type ShipmentEnd,
} from '@dostavka/shared-kernel/domain';
// By the package's name: the core's one shared copy, not a second one in this entry's chunk.
import { useDataNames } from '@dostavka/shared-kernel/ui-core';

function Party({
  title,
  contact,
  direction,
  end,
}: {
  title: string;
  contact: Contact;
  direction?: Direction;
  end?: ShipmentEnd;
}): ReactElement {
  const { t } = useTranslation('order');
  const names = useDataNames();
  const address = direction?.address;
  const lines = [
    contact.company ? `${contact.company.name}, ${t('contact.inn')} ${contact.company.inn}` : '',
    contact.company?.kpp ? `${t('contact.kpp')} ${contact.company.kpp}` : '',
    contact.name,
    formatPhone(contact.phone),
    contact.email,
    direction
      ? [
          direction.city?.name && names.place(direction.city.name),
          t(`deliveryMethod.${deliveryMethodAt(direction.deliveryMethod.slug, end ?? 'from')}`, {
            ns: 'common',
          }),
          // The carrier's terminal, office or locker the customer chose (the server's record).
          direction.point
            ? `${names.point(direction.point, end)}, ${names.place(direction.point.address)}`
            : '',
          address?.value,
          address?.office ? `${t('direction.office')} ${address.office}` : '',
          address?.intercom ? `${t('direction.intercom')} ${address.intercom}` : '',
        ]
          .filter(Boolean)
          .join(', ')
      : '',
    contact.comment,
  ].filter(Boolean);
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** Sender (with where the cargo is handed over), recipient (with where it is received) and payer. */
export function OrderParties({
  contacts,
  directions,
}: {
  contacts: OrderContacts;
  directions: { from: Direction; to: Direction };
}): ReactElement {
  const { t } = useTranslation('order');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <Party title={t('contact.sender')} contact={contacts.sender} direction={directions.from} end="from" />
      <Party title={t('contact.recipient')} contact={contacts.recipient} direction={directions.to} end="to" />
      <Party title={t('contact.payer')} contact={contacts.payer} />
    </Box>
  );
}

import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPhone, type SavedContact } from '@dostavka/shared-kernel/domain';
import { PhoneField, useStore } from '@dostavka/shared-kernel/ui';
import type { ContactRole } from '@dostavka/shared-kernel/stores';
import { CompanyFields } from './company-fields';
import { useFieldProblem } from './field-problem';
import { PassportFields } from './passport-fields';

/** Chips that fill in a contact saved with an earlier order for this city (newest first). */
const SavedContacts = observer(function SavedContacts({
  saved,
  onPick,
}: {
  saved: readonly SavedContact[];
  onPick(saved: SavedContact): void;
}): ReactElement | null {
  const { t } = useTranslation('order');
  if (saved.length === 0) return null;
  return (
    <Box role="group" aria-label={t('contact.saved')}>
      <Typography variant="caption" color="text.secondary">
        {t('contact.saved')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {saved.slice(0, 6).map((entry) => (
          <Chip
            key={entry.signature}
            label={entry.contact.name}
            onClick={() => onPick(entry)}
            variant="outlined"
            aria-label={t('contact.savedFill', {
              name: entry.contact.name,
              phone: formatPhone(entry.contact.phone),
            })}
          />
        ))}
      </Box>
    </Box>
  );
});

/**
 * One contact of the order: name, phone (masked), e-mail, comment; a private person or a company
 * (with its codes); a passport when the tariff asks for one.
 */
export const ContactForm = observer(function ContactForm({ role }: { role: ContactRole }): ReactElement {
  const { t } = useTranslation('order');
  const { order, localStorage } = useStore();
  const contact = order.contacts[role];
  const name = useFieldProblem(role, 'name');
  const phone = useFieldProblem(role, 'phone');
  const email = useFieldProblem(role, 'email');
  const saved =
    role === 'sender'
      ? localStorage.senderContacts
      : role === 'recipient'
        ? localStorage.recipientContacts
        : [];
  const emailRequired = order.payerRole === role;

  return (
    <Stack spacing={1.5}>
      <SavedContacts saved={saved} onPick={(entry) => contact.set({ ...entry.contact })} />
      <FormControlLabel
        control={
          <Switch
            checked={contact.enterprise}
            onChange={(event) => contact.setEnterprise(event.target.checked)}
          />
        }
        label={t('contact.enterprise')}
      />
      {contact.enterprise ? <CompanyFields section={role} contact={contact} /> : null}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...name}
          label={t(contact.enterprise ? 'contact.contactPerson' : 'contact.name')}
          value={contact.name}
          onChange={(event) => contact.set({ name: event.target.value })}
          required
          slotProps={{ htmlInput: { autoComplete: 'name', maxLength: 200 } }}
        />
        <PhoneField
          {...phone}
          label={t('contact.phone')}
          value={contact.phone}
          onChange={(value) => contact.set({ phone: value })}
          required
        />
        <TextField
          {...email}
          type="email"
          label={t('contact.email')}
          value={contact.email}
          onChange={(event) => contact.set({ email: event.target.value.trim() })}
          required={emailRequired}
          slotProps={{ htmlInput: { autoComplete: 'email', maxLength: 254 } }}
        />
        <TextField
          id={`order-${role}-comment`}
          label={t('contact.comment')}
          value={contact.comment}
          onChange={(event) => contact.set({ comment: event.target.value })}
          helperText=" "
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Box>
      {order.passportRequired && !contact.enterprise ? (
        <PassportFields section={role} contact={contact} />
      ) : null}
    </Stack>
  );
});

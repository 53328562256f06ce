import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField, useForm } from 'react-final-form';
import { emptyCompany, formatPhone, type SavedContact } from '@dostavka/shared-kernel/domain';
import { Tag, useStore } from '@dostavka/shared-kernel/ui-core';
import { payerRole, type ContactRole, type PayerSource } from '@dostavka/shared-kernel/stores';
import { CheckboxField, PhoneField, TextInput } from '@dostavka/shared-kernel/ui-input';
import { CompanyFields } from './company-fields';
import { useOrderField } from './field-problem';
import { PassportFields } from './passport-fields';

/** Tags that fill in a contact saved with an earlier order for this city (newest first). */
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
          <Tag
            key={entry.signature}
            size="medium"
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
 * (with its codes); a passport when the tariff asks for one. Its values are the order form's.
 */
export const ContactForm = observer(function ContactForm({ role }: { role: ContactRole }): ReactElement {
  const { t } = useTranslation('order');
  const { shipment, localStorage } = useStore();
  const form = useForm();
  const enterprise =
    useField<boolean>(`${role}.enterprise`, { subscription: { value: true } }).input.value === true;
  const payerSource = useField<PayerSource>('payerSource', { subscription: { value: true } }).input.value;
  const name = useOrderField(role, 'name');
  const phone = useOrderField(role, 'phone');
  const email = useOrderField(role, 'email');
  const comment = useOrderField(role, 'comment');
  const saved =
    role === 'sender'
      ? localStorage.senderContacts
      : role === 'recipient'
        ? localStorage.recipientContacts
        : [];
  const emailRequired = payerRole({ payerSource }) === role;

  const pick = (entry: SavedContact) =>
    form.batch(() => {
      form.change(`${role}.name`, entry.contact.name);
      form.change(`${role}.phone`, entry.contact.phone);
    });
  // Turning enterprise on starts an empty company; turning it off drops the company.
  const setEnterprise = (on: boolean) =>
    form.batch(() => {
      form.change(`${role}.enterprise`, on);
      form.change(`${role}.company`, on ? emptyCompany() : undefined);
    });

  return (
    <Stack spacing={1.5}>
      <SavedContacts saved={saved} onPick={pick} />
      <CheckboxField
        checked={enterprise}
        onChange={(event) => setEnterprise(event.target.checked)}
        label={t('contact.enterprise')}
      />
      {enterprise ? <CompanyFields role={role} /> : null}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          {...name.props}
          label={t(enterprise ? 'contact.contactPerson' : 'contact.name')}
          value={name.input.value}
          onChange={(event) => name.input.onChange(event.target.value)}
          required
          inputProps={{ autoComplete: 'name', maxLength: 200 }}
        />
        <PhoneField
          {...phone.props}
          label={t('contact.phone')}
          value={phone.input.value}
          onChange={(value) => phone.input.onChange(value)}
          required
        />
        <TextInput
          {...email.props}
          type="email"
          label={t('contact.email')}
          value={email.input.value}
          onChange={(event) => email.input.onChange(event.target.value.trim())}
          required={emailRequired}
          inputProps={{ autoComplete: 'email', maxLength: 254 }}
        />
        <TextInput
          id={comment.props.id}
          label={t('contact.comment')}
          value={comment.input.value}
          onChange={(event) => comment.input.onChange(event.target.value)}
          onBlur={comment.props.onBlur}
          helperText=" "
          inputProps={{ maxLength: 2000 }}
        />
      </Box>
      {shipment.passportRequired && !enterprise ? <PassportFields role={role} /> : null}
    </Stack>
  );
});

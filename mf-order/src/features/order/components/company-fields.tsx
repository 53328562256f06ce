import { useState, type ReactElement } from 'react';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { companyOption, type CompanyOption } from '@dostavka/shared-kernel/domain';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import type { ContactRole } from '@dostavka/shared-kernel/stores';
import { TextInput } from '@dostavka/shared-kernel/ui-input';
import { useOrderField } from './field-problem';
import { SuggestField } from './suggest-field';

const renderCompany = (option: CompanyOption) => (
  <Box>
    <Typography variant="body2">{option.label}</Typography>
    {option.address ? (
      <Typography variant="caption" color="text.secondary">
        {option.address}
      </Typography>
    ) : null}
  </Box>
);

/** Company name, INN and KPP; name and INN offer suggestions (GET /dadata/party) that fill all three. */
export function CompanyFields({ role }: { role: ContactRole }): ReactElement {
  const { t } = useTranslation('order');
  const { api } = useStore();
  const form = useForm();
  const [state, setState] = useState<CompanyOption['state']>(null);
  const name = useOrderField(role, 'company.name');
  const inn = useOrderField(role, 'company.inn');
  const kpp = useOrderField(role, 'company.kpp');

  const fetch = async (search: string) => (await api.content.suggestCompany(search)).map(companyOption);
  const pick = (option: CompanyOption) => {
    form.batch(() => {
      form.change(`${role}.company.name`, option.company.name || name.input.value);
      form.change(`${role}.company.inn`, option.company.inn);
      form.change(`${role}.company.kpp`, option.company.kpp);
    });
    setState(option.state);
  };
  const common = {
    fetch,
    onPick: pick,
    optionKey: (o: CompanyOption) => `${o.company.inn}-${o.company.kpp}-${o.label}`,
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
      <SuggestField<CompanyOption>
        {...common}
        {...name.props}
        label={t('contact.companyName')}
        value={name.input.value}
        onChange={(value) => name.input.onChange(value)}
        optionLabel={(option) => option.company.name || name.input.value}
        renderOption={renderCompany}
        required
        helperText={name.props.error ? name.props.helperText : t('contact.companySearchHint')}
      />
      <SuggestField<CompanyOption>
        {...common}
        {...inn.props}
        label={t('contact.inn')}
        value={inn.input.value}
        onChange={(value) => inn.input.onChange(value.replace(/\D/g, '').slice(0, 12))}
        optionLabel={(option) => option.company.inn}
        renderOption={renderCompany}
        minLength={5}
        required
      />
      <TextInput
        {...kpp.props}
        label={t('contact.kpp')}
        value={kpp.input.value}
        onChange={(event) =>
          kpp.input.onChange(event.target.value.toUpperCase().replace(/\s/g, '').slice(0, 9))
        }
        helperText={kpp.props.error ? kpp.props.helperText : t('contact.kppHint')}
      />
      {state && state !== 'ACTIVE' ? (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {t(`contact.state.${state}`)}
        </Alert>
      ) : null}
    </Box>
  );
}

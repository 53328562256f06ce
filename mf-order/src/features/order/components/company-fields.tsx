import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { companyOption, type CompanyOption } from '@dostavka/shared-kernel/domain';
import { useStore } from '@dostavka/shared-kernel/ui';
import type { ContactModel, OrderSection } from '@dostavka/shared-kernel/stores';
import { useFieldProblem } from './field-problem';
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
export const CompanyFields = observer(function CompanyFields({
  section,
  contact,
}: {
  section: OrderSection;
  contact: ContactModel;
}): ReactElement | null {
  const { t } = useTranslation('order');
  const { api } = useStore();
  const [state, setState] = useState<CompanyOption['state']>(null);
  const name = useFieldProblem(section, 'company.name');
  const inn = useFieldProblem(section, 'company.inn');
  const kpp = useFieldProblem(section, 'company.kpp');
  const company = contact.company;
  if (!company) return null;

  const fetch = async (search: string) => (await api.content.suggestCompany(search)).map(companyOption);
  const pick = (option: CompanyOption) => {
    contact.setCompany({
      name: option.company.name || company.name,
      inn: option.company.inn,
      kpp: option.company.kpp,
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
        {...name}
        label={t('contact.companyName')}
        value={company.name}
        onChange={(value) => contact.setCompany({ name: value })}
        optionLabel={(option) => option.company.name || company.name}
        renderOption={renderCompany}
        required
        helperText={name.error ? name.helperText : t('contact.companySearchHint')}
      />
      <SuggestField<CompanyOption>
        {...common}
        {...inn}
        label={t('contact.inn')}
        value={company.inn}
        onChange={(value) => contact.setCompany({ inn: value.replace(/\D/g, '').slice(0, 12) })}
        optionLabel={(option) => option.company.inn}
        renderOption={renderCompany}
        minLength={5}
        required
      />
      <TextField
        {...kpp}
        label={t('contact.kpp')}
        value={company.kpp}
        onChange={(event) =>
          contact.setCompany({ kpp: event.target.value.toUpperCase().replace(/\s/g, '').slice(0, 9) })
        }
        helperText={kpp.error ? kpp.helperText : t('contact.kppHint')}
      />
      {state && state !== 'ACTIVE' ? (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {t(`contact.state.${state}`)}
        </Alert>
      ) : null}
    </Box>
  );
});

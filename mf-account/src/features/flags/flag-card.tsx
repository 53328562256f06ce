import { useState, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@dostavka/shared-kernel/api';
import type { StaffFlag } from '@dostavka/shared-kernel/contract';
import { useDateFormat } from '@dostavka/shared-kernel/ui';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { useAccountTranslation } from '../../i18n/texts';
import { RuleField } from '../../ui/rule-field';
import { flagBody, flagFormValues, rolesFor, validateFlag, type FlagFormValues } from './flag-form';
import { Tag } from '@dostavka/shared-kernel/ui-core';

export function FlagCard({
  flag,
  api,
  onSaved,
}: {
  flag: StaffFlag;
  api: RootStore['api'];
  onSaved: (flag: StaffFlag) => void;
}): ReactElement {
  const { t, i18n } = useAccountTranslation();
  const dates = useDateFormat();
  // What the flag is for, in the page's language (the Russian one where no English was given).
  const about = i18n.language.startsWith('en')
    ? (flag.en?.description ?? flag.description)
    : flag.description;
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Card variant="outlined" data-flag={flag.key}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
            {flag.key}
          </Typography>
          <Tag
            size="small"
            color={flag.enabled ? 'success' : 'default'}
            label={flag.enabled ? t('flagsAdmin.on') : t('flagsAdmin.off')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('flagsAdmin.rules', {
              role: flag.minRole ?? t('flagsAdmin.everybody'),
              percent: flag.rolloutPercent,
              users: flag.users.length,
            })}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mb: 1.5 }} data-testid="flag-about">
          {about}
        </Typography>
        <Form<FlagFormValues>
          onSubmit={async (values) => {
            try {
              const saved = await api.user.staffUpdateFlag(flag.key, flagBody(values));
              setMessage({ ok: true, text: t('flagsAdmin.saved') });
              onSaved(saved);
            } catch (error) {
              setMessage({ ok: false, text: serverMessage(error) ?? t('flagsAdmin.failed') });
            }
          }}
          initialValues={flagFormValues(flag)}
          validate={validateFlag}
        >
          {({ handleSubmit, submitting }) => (
            <Box
              component="form"
              onSubmit={handleSubmit}
              noValidate
              aria-label={t('flagsAdmin.edit', { key: flag.key })}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
            >
              <Field<boolean> name="enabled" type="checkbox">
                {({ input }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={input.checked ?? false} onChange={input.onChange} name={input.name} />
                    }
                    label={t('flagsAdmin.enabled')}
                  />
                )}
              </Field>
              <Field<string> name="minRole">
                {({ input }) => (
                  <TextField
                    {...input}
                    select
                    size="small"
                    label={t('flagsAdmin.minRole')}
                    sx={{ minWidth: 170 }}
                  >
                    {rolesFor(flag.key).map((role) => (
                      <MenuItem key={role} value={role}>
                        {role || t('flagsAdmin.everybody')}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Field>
              <RuleField name="rolloutPercent" label={t('flagsAdmin.percent')} type="number" />
              <RuleField name="description" label={t('flagsAdmin.description')} />
              <RuleField name="descriptionEn" label={t('flagsAdmin.descriptionEn')} />
              <RuleField
                name="userEmails"
                label={t('flagsAdmin.users')}
                helper={t('flagsAdmin.usersHint')}
                multiline
              />
              <Button type="submit" variant="contained" disabled={submitting}>
                {t('flagsAdmin.save')}
              </Button>
            </Box>
          )}
        </Form>
        {message ? (
          <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
            {message.text}
          </Alert>
        ) : null}
        {flag.audit.length > 0 ? (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }} aria-label={t('flagsAdmin.history')}>
            {flag.audit.map((entry) => (
              <li key={entry.id}>
                <Typography variant="body2" color="text.secondary">
                  {dates.format(entry.at, 'dateTime')} · {entry.actor?.email ?? t('flagsAdmin.server')}
                </Typography>
              </li>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

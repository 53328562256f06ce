import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@dostavka/shared-kernel/api';
import type { FlagPreview, StaffFlag, StaffFlagBody } from '@dostavka/shared-kernel/contract';
import { ROLE_LEVELS, type RoleSlug } from '@dostavka/shared-kernel/domain';
import {
  flagDefinitionSchema,
  flagPreviewSchema,
  shownError,
  splitEmails,
  validateWith,
} from '@dostavka/shared-kernel/rules';
import { PageFrame, type RemotePageProps } from '@dostavka/shared-kernel/remote';
import { PageLoader, useDateFormat, usePageTexts } from '@dostavka/shared-kernel/ui';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { OWN_TEXTS, useAccountTranslation } from '../i18n/texts';

/** A flag as its form holds it: the role '' is everybody, the users are e-mails one a line. */
export interface FlagFormValues {
  description: string;
  enabled: boolean;
  minRole: RoleSlug | '';
  rolloutPercent: number | string;
  userEmails: string;
}

const ROLES = Object.keys(ROLE_LEVELS) as RoleSlug[];
const validateFlag = validateWith<FlagFormValues>(flagDefinitionSchema);
const validatePreview = validateWith<{ email: string }>(flagPreviewSchema);

export const flagFormValues = (flag: StaffFlag): FlagFormValues => ({
  description: flag.description,
  enabled: flag.enabled,
  minRole: flag.minRole ?? '',
  rolloutPercent: flag.rolloutPercent,
  userEmails: flag.users.map((user) => user.email).join('\n'),
});

export const flagBody = (values: FlagFormValues): StaffFlagBody => ({
  description: values.description.trim(),
  enabled: values.enabled,
  minRole: values.minRole || null,
  rolloutPercent: Number(values.rolloutPercent),
  userEmails: splitEmails(values.userEmails),
});

/** A text field whose message (a key of the `order` namespace) shows once it is left. */
function RuleField({
  name,
  label,
  ...rest
}: {
  name: keyof FlagFormValues | 'email';
  label: string;
  type?: string;
  multiline?: boolean;
  helper?: string;
}): ReactElement {
  const { t } = useAccountTranslation();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const problem = shownError(meta);
        return (
          <TextField
            {...input}
            size="small"
            label={label}
            type={rest.type ?? 'text'}
            multiline={rest.multiline ?? false}
            minRows={rest.multiline ? 2 : undefined}
            error={Boolean(problem)}
            helperText={problem ? t(problem) : (rest.helper ?? ' ')}
            sx={{ flex: '1 1 200px' }}
          />
        );
      }}
    </Field>
  );
}

function FlagCard({
  flag,
  api,
  onSaved,
}: {
  flag: StaffFlag;
  api: RootStore['api'];
  onSaved: (flag: StaffFlag) => void;
}): ReactElement {
  const { t } = useAccountTranslation();
  const dates = useDateFormat();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Card variant="outlined" data-flag={flag.key}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
            {flag.key}
          </Typography>
          <Chip
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
                    <MenuItem value="">{t('flagsAdmin.everybody')}</MenuItem>
                    {ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {role}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Field>
              <RuleField name="rolloutPercent" label={t('flagsAdmin.percent')} type="number" />
              <RuleField name="description" label={t('flagsAdmin.description')} />
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

/** "What would this user see": an e-mail, then every flag as the server evaluates it for that account. */
function PreviewForm({ api }: { api: RootStore['api'] }): ReactElement {
  const { t } = useAccountTranslation();
  const [preview, setPreview] = useState<FlagPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
          {t('flagsAdmin.previewTitle')}
        </Typography>
        <Form<{ email: string }>
          onSubmit={async ({ email }) => {
            try {
              setPreview(await api.user.staffFlagPreview(email.trim()));
              setProblem(null);
            } catch (error) {
              setPreview(null);
              setProblem(serverMessage(error) ?? t('flagsAdmin.failed'));
            }
          }}
          validate={validatePreview}
        >
          {({ handleSubmit, submitting }) => (
            <Box
              component="form"
              onSubmit={handleSubmit}
              noValidate
              aria-label={t('flagsAdmin.previewTitle')}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <RuleField name="email" label={t('flagsAdmin.email')} type="email" />
              <Button type="submit" variant="outlined" disabled={submitting}>
                {t('flagsAdmin.show')}
              </Button>
            </Box>
          )}
        </Form>
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        {preview ? (
          <>
            <Typography sx={{ mt: 1 }}>
              {t('flagsAdmin.previewOf', { email: preview.user.email, role: preview.user.role })}
            </Typography>
            <Table size="small" aria-label={t('flagsAdmin.previewTable')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('flagsAdmin.flag')}</TableCell>
                  <TableCell>{t('flagsAdmin.value')}</TableCell>
                  <TableCell>{t('flagsAdmin.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {Object.entries(preview.flags).map(([key, result]) => (
                  <TableRow key={key} data-preview-flag={key}>
                    <TableCell>{key}</TableCell>
                    <TableCell>{result.value ? t('flagsAdmin.on') : t('flagsAdmin.off')}</TableCell>
                    <TableCell>{t(`flagsAdmin.reasons.${result.reason}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

type Loaded = { status: 'loading' } | { status: 'ready'; flags: StaffFlag[] } | { status: 'failed' };

/**
 * /staff/flags/ (administrators, feature flag staff-flags): every feature flag with its rules
 * (on/off, lowest role, percentage, listed users), edited in a form; "what would this user see".
 * Open tabs get a change at their next navigation (the shell asks for its flags again).
 */
export default observer(function FlagsPage({ page, store }: RemotePageProps): ReactElement {
  const heading = usePageTexts(OWN_TEXTS, page);
  const { t } = useAccountTranslation();
  const { api } = store;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    api.user.staffFlags().then(
      (flags) => setLoaded({ status: 'ready', flags }),
      () => setLoaded({ status: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);
  const saved = (flag: StaffFlag) =>
    setLoaded((current) =>
      current.status === 'ready'
        ? { status: 'ready', flags: current.flags.map((row) => (row.key === flag.key ? flag : row)) }
        : current,
    );
  return (
    <PageFrame {...heading}>
      <PreviewForm api={api} />
      {loaded.status === 'loading' && <PageLoader />}
      {loaded.status === 'failed' && <Alert severity="error">{t('flagsAdmin.loadFailed')}</Alert>}
      {loaded.status === 'ready' && (
        <Stack spacing={2}>
          {loaded.flags.map((flag) => (
            <FlagCard key={flag.key} flag={flag} api={api} onSaved={saved} />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
});

import { useState, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@dostavka/shared-kernel/api';
import type { FlagPreview } from '@dostavka/shared-kernel/contract';
import { flagPreviewSchema, validateWith } from '@dostavka/shared-kernel/rules';
import type { RootStore } from '@dostavka/shared-kernel/stores';
import { useAccountTranslation } from '../../i18n/texts';
import { RuleField } from '../../ui/rule-field';

const validatePreview = validateWith<{ email: string }>(flagPreviewSchema);

/** "What would this user see": an e-mail, then every flag as the server evaluates it for that account. */
export function PreviewForm({ api }: { api: RootStore['api'] }): ReactElement {
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

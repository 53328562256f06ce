import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { isValidEmail } from '@dostavka/shared-kernel/domain';
import { notify, useBus, useStore } from '@dostavka/shared-kernel/ui-core';
import { Captcha } from '../feedback/captcha';

const CODE_LENGTH = 6;

/**
 * Sign-in by e-mailed code (spec 2, 4): step 1 the e-mail, step 2 the code. Back from the code
 * step returns to the e-mail step with both fields cleared; back from the e-mail step closes.
 * Full screen below md.
 */
export const AuthModal = observer(function AuthModal(): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  const bus = useBus();
  const { auth, modals } = store;
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const [captcha, setCaptcha] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const emailError = touched && !isValidEmail(auth.email);
  const close = () => modals.hide('auth');

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isValidEmail(auth.email) || busy) return;
    setBusy(true);
    await auth.requestCode(captcha || undefined);
    setBusy(false);
    setTouched(false);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (auth.code.length !== CODE_LENGTH || busy) return;
    setBusy(true);
    const ok = await auth.confirmCode();
    setBusy(false);
    if (ok) {
      notify(bus, t('auth.signedIn'), 'success');
      close();
    }
  };

  return (
    <Dialog
      open={modals.isShown('auth')}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={mobile}
      fullWidth
      maxWidth="xs"
    >
      {auth.step === 'email' ? (
        <form onSubmit={requestCode} noValidate>
          <DialogTitle id={titleId}>{t('auth.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('auth.emailLead')}</DialogContentText>
              <TextField
                label={t('auth.email')}
                type="email"
                value={auth.email}
                onChange={(event) => auth.setEmail(event.target.value.trim())}
                onBlur={() => setTouched(true)}
                error={emailError}
                helperText={emailError ? t('validation.email') : ' '}
                required
                autoFocus
                slotProps={{ htmlInput: { autoComplete: 'email' } }}
              />
              <Captcha onToken={setCaptcha} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={auth.back}>{t('common.back')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('auth.getCode')}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate>
          <DialogTitle id={titleId}>{t('auth.codeTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('auth.codeLead', { email: auth.email })}</DialogContentText>
              <TextField
                label={t('auth.code')}
                value={auth.code}
                onChange={(event) =>
                  auth.setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))
                }
                error={auth.status === 'error_code'}
                helperText={auth.status === 'error_code' ? t('auth.wrongCode') : ' '}
                required
                autoFocus
                slotProps={{
                  htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: CODE_LENGTH },
                }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={auth.back}>{t('common.back')}</Button>
            <Button type="submit" variant="contained" disabled={busy || auth.code.length !== CODE_LENGTH}>
              {t('auth.signIn')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
});

import { useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isValidEmail } from '@dostavka/shared-kernel/domain';
import { shownError, validateWith } from '@dostavka/shared-kernel/rules';
import { RESEND_AFTER_MS } from '@dostavka/shared-kernel/stores';
import { notify, useBus, useStore } from '@dostavka/shared-kernel/ui-core';
import { Captcha } from '../feedback/captcha';

const CODE_LENGTH = 6;

const emailSchema = object({ email: string().default('').test('email', 'validation.email', isValidEmail) });
const codeSchema = object({
  code: string()
    .default('')
    .test('length', 'auth.code', (code) => code.length === CODE_LENGTH),
});

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, CODE_LENGTH);
const trimmed = (value: string | undefined) => (value ?? '').trim();

/** Step 1: the e-mail (its message once left or sent) and the captcha. */
const EmailStep = observer(function EmailStep({ titleId }: { titleId: string }): ReactElement {
  const { t } = useTranslation();
  const { auth } = useStore();
  const [captcha, setCaptcha] = useState('');
  const requestCode = async ({ email }: { email: string }) => {
    auth.setEmail(email);
    await auth.requestCode(captcha || undefined);
  };
  return (
    <Form onSubmit={requestCode} initialValues={{ email: auth.email }} validate={validateWith(emailSchema)}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <DialogTitle id={titleId}>{t('auth.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('auth.emailLead')}</DialogContentText>
              <Field<string> name="email" parse={trimmed}>
                {({ input, meta }) => {
                  const error = shownError(meta);
                  return (
                    <TextField
                      {...input}
                      label={t('auth.email')}
                      type="email"
                      error={error !== undefined}
                      helperText={error ? t(error) : auth.emailOffered ? t('auth.fromOrder') : ' '}
                      required
                      autoFocus
                      slotProps={{ htmlInput: { autoComplete: 'email' } }}
                    />
                  );
                }}
              </Field>
              <Captcha onToken={setCaptcha} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={auth.back}>{t('common.back')}</Button>
            <Button type="submit" variant="contained" disabled={submitting}>
              {t('auth.getCode')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Form>
  );
});

/** Seconds until another code may be asked for, counting down once a second. */
function useSecondsLeft(since: number | null, now: () => Date): number {
  const left = () =>
    since === null ? 0 : Math.max(0, Math.ceil((since + RESEND_AFTER_MS - now().getTime()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // `left` reads only `since` and the clock.
  }, [since]);
  return seconds;
}

/** "Send the code again", open once the countdown since the last code has run out. */
const ResendButton = observer(function ResendButton(): ReactElement {
  const { t } = useTranslation();
  const store = useStore();
  const { auth } = store;
  const bus = useBus();
  const seconds = useSecondsLeft(auth.codeSentAt, store.now);
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    if (await auth.resendCode()) notify(bus, t('auth.codeSent'), 'success');
    setSending(false);
  };
  return (
    <Button onClick={() => void resend()} disabled={seconds > 0 || sending} sx={{ alignSelf: 'flex-start' }}>
      {seconds > 0 ? t('auth.resendIn', { seconds }) : t('auth.resend')}
    </Button>
  );
});

/** Step 2: the six digits of the e-mailed code. */
const CodeStep = observer(function CodeStep({
  titleId,
  onSignedIn,
}: {
  titleId: string;
  onSignedIn(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { auth } = useStore();
  const confirm = async ({ code }: { code: string }) => {
    auth.setCode(code);
    if (await auth.confirmCode()) onSignedIn();
  };
  return (
    <Form onSubmit={confirm} initialValues={{ code: auth.code }} validate={validateWith(codeSchema)}>
      {({ handleSubmit, submitting, invalid }) => (
        <form onSubmit={handleSubmit} noValidate>
          <DialogTitle id={titleId}>{t('auth.codeTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                {t('auth.codeSentTo', { email: auth.email })}
                {auth.codeValidMinutes ? ` ${t('auth.codeValid', { count: auth.codeValidMinutes })}` : ''}
              </DialogContentText>
              <Field<string> name="code" parse={digits}>
                {({ input }) => (
                  <TextField
                    {...input}
                    label={t('auth.code')}
                    error={auth.status === 'error_code' || auth.status === 'used_up'}
                    helperText={
                      auth.status === 'used_up'
                        ? t('auth.usedUp')
                        : auth.status === 'error_code'
                          ? t('auth.wrongCode')
                          : ' '
                    }
                    required
                    autoFocus
                    slotProps={{
                      htmlInput: {
                        inputMode: 'numeric',
                        autoComplete: 'one-time-code',
                        maxLength: CODE_LENGTH,
                      },
                    }}
                  />
                )}
              </Field>
              <ResendButton />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={auth.back}>{t('common.back')}</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={submitting || invalid || auth.status === 'used_up'}
            >
              {t('auth.signIn')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Form>
  );
});

/**
 * The sign-in steps on react-final-form, in the sign-in modal's chunk (loaded when the modal is
 * first asked for), so that the forms' libraries stay out of every page's first download.
 */
export default observer(function AuthSteps({
  titleId,
  onClose,
}: {
  titleId: string;
  onClose(): void;
}): ReactElement {
  const { t } = useTranslation();
  const { auth } = useStore();
  const bus = useBus();
  const signedIn = () => {
    notify(bus, t('auth.signedIn'), 'success');
    onClose();
  };
  return auth.step === 'email' ? (
    <EmailStep titleId={titleId} />
  ) : (
    <CodeStep titleId={titleId} onSignedIn={signedIn} />
  );
});

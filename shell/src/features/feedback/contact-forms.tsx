import type { ReactElement, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { object, string, type ObjectSchema } from 'yup';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isValidPhone } from '@dostavka/shared-kernel/domain';
import { shownError, validateWith } from '@dostavka/shared-kernel/rules';
import { notify, PhoneField, useBus, useStore } from '@dostavka/shared-kernel/ui';
import { CallCentreIllustration } from './call-centre';
import { Captcha } from './captcha';
import { ContactActions } from './contact-fields';

const MESSAGE_MAX = 2000;

interface ContactValues {
  phone: string;
  message: string;
}

const phone = string().default('').test('phone', 'validation.phone', isValidPhone);
const feedbackSchema = object({
  phone,
  message: string().default('').trim().required('validation.required'),
});
const callbackSchema = object({ phone });

interface ContactFormProps {
  name: 'feedback' | 'callback';
  titleId: string;
  schema: ObjectSchema<object>;
  send(values: ContactValues): Promise<boolean>;
  children: ReactNode;
}

/**
 * A contact form in a modal, on react-final-form: sent once (a second click while a request runs
 * does nothing), closed with a toast on success; a field's message shows once it was left or a
 * send was tried.
 */
const ContactForm = observer(function ContactForm({
  name,
  titleId,
  schema,
  send,
  children,
}: ContactFormProps): ReactElement {
  const { t } = useTranslation();
  const { contact, modals } = useStore();
  const bus = useBus();
  const submit = async (values: ContactValues) => {
    if (!contact.token || contact.sending) return;
    if (await send(values)) {
      notify(bus, t(`${name}.sent`), 'success');
      modals.hide(name);
    } else notify(bus, t(`${name}.failed`), 'error');
  };
  return (
    <Form<ContactValues>
      onSubmit={submit}
      initialValues={{ phone: contact.phone, message: contact.message }}
      validate={validateWith(schema)}
      subscription={{}}
    >
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <DialogTitle id={titleId}>{t(`${name}.title`)}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              {children}
              <Field<string> name="phone">
                {({ input, meta }) => {
                  const error = shownError(meta);
                  return (
                    <PhoneField
                      label={t('feedback.phone')}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={() => input.onBlur()}
                      required
                      error={error !== undefined}
                      helperText={error ? t(error) : ' '}
                    />
                  );
                }}
              </Field>
              <Captcha onToken={contact.setToken} />
              {name === 'feedback' && (
                <Field<string> name="message" parse={(value) => (value ?? '').slice(0, MESSAGE_MAX)}>
                  {({ input, meta }) => {
                    const error = shownError(meta);
                    return (
                      <TextField
                        {...input}
                        label={t('feedback.message')}
                        required
                        multiline
                        minRows={3}
                        error={error !== undefined}
                        helperText={error ? t(error) : ' '}
                      />
                    );
                  }}
                </Field>
              )}
            </Stack>
          </DialogContent>
          <ContactActions onCancel={() => modals.hide(name)} sendLabel={t(`${name}.send`)} />
        </form>
      )}
    </Form>
  );
});

/** 'Написать нам': phone, message and captcha; on success the form clears and a toast confirms. */
export const FeedbackForm = observer(function FeedbackForm({ titleId }: { titleId: string }): ReactElement {
  const { contact } = useStore();
  const send = ({ phone: typed, message }: ContactValues) => {
    contact.setPhone(typed);
    contact.setMessage(message);
    return contact.sendMessage();
  };
  return (
    <ContactForm name="feedback" titleId={titleId} schema={feedbackSchema} send={send}>
      <Box sx={{ textAlign: 'center' }}>
        <CallCentreIllustration />
      </Box>
    </ContactForm>
  );
});

/** 'Заказать звонок': phone and captcha; the store clears them as the request starts (spec 4). */
export const CallbackForm = observer(function CallbackForm({ titleId }: { titleId: string }): ReactElement {
  const { t } = useTranslation();
  const { contact } = useStore();
  const send = ({ phone: typed }: ContactValues) => {
    contact.setPhone(typed);
    return contact.requestCallback();
  };
  return (
    <ContactForm name="callback" titleId={titleId} schema={callbackSchema} send={send}>
      <DialogContentText>{t('callback.lead')}</DialogContentText>
    </ContactForm>
  );
});

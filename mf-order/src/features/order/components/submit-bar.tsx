import { lazy, Suspense, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emptyOrderForm, type OrderFormValues } from '@dostavka/shared-kernel/stores';
import { useNotify, useOnceAsked, useStore } from '@dostavka/shared-kernel/ui-core';
import { useOrderRules } from '../order-form';
import type { OrderProblem } from '../order-problems';
import { fieldId } from './field-problem';

/** The question before the form is emptied (MUI's Dialog) loads when "start again" is first pressed. */
const ResetOrderDialog = lazy(() => import('./reset-order-dialog'));

/** 'имя отправителя', 'адрес доставки', 'тариф': what a missing field is called in the button. */
export function useProblemLabel(): (problem: OrderProblem) => string {
  const { t } = useTranslation('order');
  return ({ section, field }) => {
    if (section === 'sender' || section === 'recipient' || section === 'payer')
      // 'имя отправителя', "sender's name": each language puts the owner where it belongs.
      return t('missing.ofWhom', {
        field: t(`missing.contact.${field}`),
        whose: t(`missing.whose.${section}`),
      });
    return t(`missing.${section}.${field}`);
  };
}

/**
 * The submit button says what is still missing; a click then shows every problem (final-form's
 * failed submit) and moves to the first. A complete order is sent (after a sign-in, when needed).
 * While the rules load (just after the page's first render) the button says nothing is missing
 * yet, but in the neutral colour, and a click waits for them.
 */
export const SubmitBar = observer(function SubmitBar(): ReactElement {
  const { t } = useTranslation('order');
  const { order, auth } = useStore();
  const rules = useOrderRules();
  const notify = useNotify();
  const label = useProblemLabel();
  const form = useForm<OrderFormValues>();
  const { values } = useFormState<OrderFormValues>({ subscription: { values: true } });
  const [confirmReset, setConfirmReset] = useState(false);
  const resetAsked = useOnceAsked(confirmReset);
  const problems = rules.problems(values);
  const [first, ...rest] = problems ?? [];

  const text = order.creating
    ? t('submit.sending')
    : !first
      ? t('submit.send')
      : rest.length === 0
        ? t('submit.missing', { first: label(first) })
        : t('submit.missingMore', { first: label(first), count: rest.length });

  // Sent by the rules: at once when they are there, else once they have loaded; if they cannot
  // be loaded (the connection dropped), nothing is sent and the visitor is told to press again.
  const submit = () =>
    rules.whenLoaded(
      () => {
        void form.submit();
        const [missing] = rules.problems(form.getState().values) ?? [];
        if (missing) {
          const element = document.getElementById(fieldId(missing.section, missing.field));
          element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
          element?.focus();
        }
      },
      () => notify(t('submit.rulesFailed'), 'error'),
    );

  return (
    <Stack spacing={1}>
      {order.unconfirmed && !order.creating && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void form.submit()}>
              {t('submit.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('submit.unconfirmedTitle')}</AlertTitle>
          {t('submit.unconfirmedText')}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        color={problems?.length === 0 ? 'primary' : 'inherit'}
        onClick={submit}
        disabled={order.creating || order.requoting}
        aria-describedby="order-submit-hint"
      >
        {text}
      </Button>
      <Typography id="order-submit-hint" variant="caption" color="text.secondary">
        {auth.loggedIn ? t('submit.draftHint') : `${t('submit.signInHint')} ${t('submit.draftHint')}`}
      </Typography>
      <Button
        size="small"
        color="inherit"
        onClick={() => {
          setConfirmReset(true);
        }}
        disabled={order.creating}
      >
        {t('submit.reset')}
      </Button>
      {resetAsked ? (
        <Suspense fallback={null}>
          <ResetOrderDialog
            open={confirmReset}
            onClose={() => setConfirmReset(false)}
            onReset={() => {
              order.reset();
              form.restart(emptyOrderForm());
              setConfirmReset(false);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
});

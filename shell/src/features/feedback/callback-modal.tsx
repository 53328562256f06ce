import { lazy, type ReactElement } from 'react';
import { ContactDialog } from './contact-dialog';

const CallbackForm = lazy(() =>
  import(/* webpackChunkName: "contact-forms" */ './contact-forms').then((forms) => ({
    default: forms.CallbackForm,
  })),
);

/** 'Заказать звонок': phone and captcha; the form clears as the request starts (spec 4). */
export function CallbackModal(): ReactElement {
  return <ContactDialog name="callback">{(titleId) => <CallbackForm titleId={titleId} />}</ContactDialog>;
}

import { lazy, type ReactElement } from 'react';
import { ContactDialog } from './contact-dialog';

const FeedbackForm = lazy(() =>
  import(/* webpackChunkName: "contact-forms" */ './contact-forms').then((forms) => ({
    default: forms.FeedbackForm,
  })),
);

/** 'Написать нам': phone, message and captcha; on success the form clears and a toast confirms. */
export function FeedbackModal(): ReactElement {
  return <ContactDialog name="feedback">{(titleId) => <FeedbackForm titleId={titleId} />}</ContactDialog>;
}

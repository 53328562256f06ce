import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import DialogContentText from '@mui/material/DialogContentText';
import { useStore } from '@dostavka/shared-kernel/ui-core';
import { ContactDialog } from './contact-dialog';
import { ContactPhoneAndCaptcha } from './contact-fields';

/** 'Заказать звонок': phone and captcha; the form clears as the request starts (spec 4). */
export const CallbackModal = observer(function CallbackModal(): ReactElement {
  const { t } = useTranslation();
  const { contact } = useStore();
  return (
    <ContactDialog name="callback" complete send={() => contact.requestCallback()}>
      {(touched, touch) => (
        <>
          <DialogContentText>{t('callback.lead')}</DialogContentText>
          <ContactPhoneAndCaptcha touched={touched} onTouch={touch} />
        </>
      )}
    </ContactDialog>
  );
});

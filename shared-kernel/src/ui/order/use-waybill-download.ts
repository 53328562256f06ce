import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@dostavka/shared-kernel/ui-core';

/** Starts a download of a same-origin file without leaving the page. */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The waybill button: asks for a short-lived link (POST /order/waybill/create) and downloads the
 * PDF. A failure is a toast with the server's message or the failed-waybill text (the store's).
 */
export function useWaybillDownload(): { busy: boolean; downloadWaybill(uuid: string): Promise<boolean> } {
  const { profile } = useStore();
  const { i18n } = useTranslation();
  // The PDF is written in the page's language.
  const lang = i18n.language?.startsWith('en') ? 'en' : 'ru';
  const [busy, setBusy] = useState(false);
  const downloadWaybill = useCallback(
    async (uuid: string) => {
      setBusy(true);
      try {
        const waybill = await profile.createWaybill(uuid);
        if (waybill) download(`${waybill.url}${waybill.url.includes('?') ? '&' : '?'}lang=${lang}`);
        return waybill !== null;
      } finally {
        setBusy(false);
      }
    },
    [profile, lang],
  );
  return { busy, downloadWaybill };
}

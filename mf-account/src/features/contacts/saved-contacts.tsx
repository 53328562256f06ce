import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@dostavka/shared-kernel/domain';
import { useDataNames, useNotify, useStore } from '@dostavka/shared-kernel/ui-core';
import { PlainList, RowText } from '../../ui/plain-list';

/** The contacts remembered from placed orders (the account's when signed in): view and delete. */
export const SavedContacts = observer(function SavedContacts(): ReactElement {
  const { t } = useTranslation('order');
  const { localStorage } = useStore();
  const names = useDataNames();
  const notify = useNotify();
  const saved = [...localStorage.savedContacts].reverse();
  if (saved.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('savedContacts.empty')}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined">
      <PlainList label={t('savedContacts.title')}>
        {saved.map((entry) => (
          <Box
            component="li"
            key={entry.signature}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 1.5, py: 1 }}
          >
            <RowText
              primary={entry.contact.name}
              // The city as the page's language writes it ('Москва' is 'Moscow' in English).
              secondary={[
                formatPhone(entry.contact.phone),
                entry.direction.city.name && names.place(entry.direction.city.name),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <IconButton
              edge="end"
              aria-label={t('savedContacts.delete', { name: entry.contact.name })}
              onClick={() => {
                localStorage.deleteContact(entry.signature);
                notify(t('savedContacts.deleted'), 'success');
              }}
            >
              <span aria-hidden="true">✕</span>
            </IconButton>
          </Box>
        ))}
      </PlainList>
    </Paper>
  );
});

import type { ReactElement } from 'react';
import { Field } from 'react-final-form';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { shownError } from '@dostavka/shared-kernel/rules';
import { OWN_TEXTS } from '../i18n/texts';

/**
 * A text field of a react-final-form form whose rule message shows once it is left (its hint
 * until then). The message is a key of the account's texts, the kernel's `order` or its `common`.
 */
export function RuleField({
  name,
  label,
  type = 'text',
  multiline = false,
  helper = ' ',
  sx = { flex: '1 1 200px' },
}: {
  name: string;
  label: string;
  type?: string;
  multiline?: boolean;
  helper?: string;
  sx?: SxProps<Theme>;
}): ReactElement {
  const { t } = useTranslation([OWN_TEXTS.namespace, 'order', 'common'], { nsMode: 'fallback' });
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const problem = shownError(meta);
        return (
          <TextField
            {...input}
            size="small"
            label={label}
            type={type}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            error={Boolean(problem)}
            helperText={problem ? t(problem) : helper}
            sx={sx}
          />
        );
      }}
    </Field>
  );
}

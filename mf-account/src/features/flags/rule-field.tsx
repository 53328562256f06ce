import type { ReactElement } from 'react';
import { Field } from 'react-final-form';
import TextField from '@mui/material/TextField';
import { shownError } from '@dostavka/shared-kernel/rules';
import { useAccountTranslation } from '../../i18n/texts';
import type { FlagFormValues } from './flag-form';

/** A text field whose message (a key of the `order` namespace) shows once it is left. */
export function RuleField({
  name,
  label,
  ...rest
}: {
  name: keyof FlagFormValues | 'email';
  label: string;
  type?: string;
  multiline?: boolean;
  helper?: string;
}): ReactElement {
  const { t } = useAccountTranslation();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const problem = shownError(meta);
        return (
          <TextField
            {...input}
            size="small"
            label={label}
            type={rest.type ?? 'text'}
            multiline={rest.multiline ?? false}
            minRows={rest.multiline ? 2 : undefined}
            error={Boolean(problem)}
            helperText={problem ? t(problem) : (rest.helper ?? ' ')}
            sx={{ flex: '1 1 200px' }}
          />
        );
      }}
    </Field>
  );
}

import type { ReactElement } from 'react';
import { Field } from 'react-final-form';
import { shownError } from '@dostavka/shared-kernel/rules';
import { TextInput } from '@dostavka/shared-kernel/ui-input';
import { useStaffTranslation } from '../../i18n/staff-texts';

interface CardFieldProps {
  /** The card's own path (`consolidated.zones[1].minimumRub`), so the server's problems land here. */
  name: string;
  label: string;
  /** A hint on hover (an open bound's meaning). */
  helper?: string;
  width?: number;
  /** A number typed as text: the phone's keyboard with the decimal sign. */
  decimal?: boolean;
  /** The line under the field while it has no message (a terminal's code: its city). */
  hint?(value: string): string | undefined;
}

/**
 * One field of a rate card: the kernel's text input under react-final-form, with the form's own
 * rule message once the field was left, or else the server's message for it until it is typed again.
 */
export function CardField({
  name,
  label,
  helper,
  width = 120,
  decimal = false,
  hint,
}: CardFieldProps): ReactElement {
  const { t } = useStaffTranslation();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const rule = shownError(meta);
        const server =
          !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
        const message = rule ? t(`common:${rule}`) : server;
        return (
          <TextInput
            {...input}
            value={input.value ?? ''}
            size="small"
            label={label}
            title={helper}
            error={message !== undefined}
            helperText={message ?? hint?.(input.value ?? '')}
            sx={{ width }}
            slotProps={{ input: { 'aria-label': label, ...(decimal && { inputMode: 'decimal' }) } }}
          />
        );
      }}
    </Field>
  );
}

/** A field of a price or another number. */
export const DecimalField = (props: Omit<CardFieldProps, 'decimal'>): ReactElement => (
  <CardField {...props} decimal />
);

import type { ReactElement } from 'react';
import TextField from '@mui/material/TextField';
import { type TextFieldProps } from '@mui/material/TextField';
import { formatPhone } from '@dostavka/shared-kernel/domain';

/** As typed so far, shown in the display format; a Russian mobile number may start with its 9. */
export function maskPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return formatPhone(digits.startsWith('9') ? `7${digits}` : digits);
}

export type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange(value: string): void;
};

/** A phone input masked as +7 (XXX) XXX-XX-XX while typing (spec 5: masked inputs). */
export function PhoneField({ value, onChange, slotProps, ...props }: PhoneFieldProps): ReactElement {
  return (
    <TextField
      {...props}
      type="tel"
      value={value}
      onChange={(event) => onChange(maskPhoneInput(event.target.value))}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'tel', autoComplete: 'tel', maxLength: 22, ...slotProps?.htmlInput },
      }}
    />
  );
}

import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import { parseDecimal } from '@dostavka/shared-kernel/domain';
import { TextInput, type TextInputProps } from '@dostavka/shared-kernel/ui-input';

export type NumberFieldProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'type' | 'error' | 'endAdornment' | 'inputProps'
> & {
  value: number;
  onChange(value: number): void;
  /** Text after the number, e.g. '₽'. */
  unit?: ReactNode;
  /** Whole numbers only (quantities, roubles). */
  integer?: boolean;
  error?: string | null;
};

const parse = (text: string) => (text.trim() === '' ? 0 : parseDecimal(text));
const show = (value: number) => (value === 0 ? '' : String(value).replace('.', ','));

/**
 * A number typed the Russian way (comma or dot). What is typed stays as typed while it is being
 * edited; the store gets the number as soon as it is one, and an empty field counts as 0.
 */
export function NumberField({
  value,
  onChange,
  unit,
  integer = false,
  error = null,
  helperText,
  ...props
}: NumberFieldProps): ReactElement {
  const [text, setText] = useState(() => show(value));
  useEffect(() => {
    setText((current) => (parse(current) === value ? current : show(value)));
  }, [value]);
  return (
    <TextInput
      {...props}
      value={text}
      onChange={(event) => {
        const next = integer
          ? event.target.value.replace(/[^\d]/g, '')
          : event.target.value.replace(/[^\d.,]/g, '');
        setText(next);
        const number = parse(next);
        if (Number.isFinite(number)) onChange(number);
      }}
      error={error !== null}
      helperText={error ?? helperText}
      endAdornment={unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined}
      inputProps={{ inputMode: integer ? 'numeric' : 'decimal', autoComplete: 'off' }}
    />
  );
}

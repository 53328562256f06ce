import { useId, type ChangeEvent, type ReactElement, type ReactNode, type SelectHTMLAttributes } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { formatPhone } from '@dostavka/shared-kernel/domain';
import { DropDownIcon } from '@dostavka/shared-kernel/ui-core';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'notched'> {
  label: ReactNode;
  /** Under the field: its error message or a hint (' ' keeps the line's height without text). */
  helperText?: ReactNode;
  /** The label stays above the field even when it is empty (a field that shows a placeholder). */
  shrinkLabel?: boolean;
}

/**
 * A text field drawn as MUI's outlined TextField is (label, outline, helper text, the same
 * accessible names), built from its parts. MUI's TextField imports its Select, and with it Menu,
 * Popover and Modal (about 20 KB gzip), for its `select` mode: the forms of the content pages and
 * the city picker, which are in a first view, never use it. A field that chooses from a list is
 * a `ChoiceInput`.
 */
export function TextInput({
  id,
  label,
  helperText,
  shrinkLabel,
  error,
  fullWidth,
  size,
  required,
  disabled,
  sx,
  className,
  ...input
}: TextInputProps): ReactElement {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      fullWidth={fullWidth}
      size={size}
      required={required}
      disabled={disabled}
      sx={sx}
      className={className}
    >
      <InputLabel htmlFor={inputId} id={`${inputId}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        notched={shrinkLabel}
        fullWidth={fullWidth}
        aria-describedby={helperId}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** One option of a `ChoiceInput`. */
export interface Choice {
  value: string;
  text: ReactNode;
  disabled?: boolean;
}

export interface ChoiceInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'inputComponent' | 'inputProps' | 'endAdornment' | 'type'
> {
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  choices: readonly Choice[];
}

/** The outlined field's element for a choice: a native select (its ref and props as InputBase gives them). */
const SelectElement: NonNullable<OutlinedInputProps['inputComponent']> = (props): ReactElement => (
  <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />
);

/**
 * A field that is one of a few choices: a native `select` in the outline of a `TextInput` (on a
 * phone the system's own picker, on a desktop the browser's list, both keyboard-ready), its label
 * always above since a select always shows a value. Not MUI's TextField in select mode, which
 * brings Select, Menu, Popover and Modal (about 20 KB gzip), nor NativeSelect, which brings the
 * standard Input.
 */
export function ChoiceInput({
  choices,
  shrinkLabel = true,
  sx,
  onChange,
  ...field
}: ChoiceInputProps): ReactElement {
  return (
    <TextInput
      {...field}
      shrinkLabel={shrinkLabel}
      onChange={onChange as unknown as OutlinedInputProps['onChange']}
      inputComponent={SelectElement}
      inputProps={{
        // The select's own options; no `type` (an input's default) on a select.
        type: undefined,
        children: choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.text}
          </option>
        )),
      }}
      endAdornment={
        <DropDownIcon
          sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: 'action.active' }}
        />
      }
      sx={[
        { '& select': { appearance: 'none', cursor: 'pointer', pr: 4 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** As typed so far, shown in the display format; a Russian mobile number may start with its 9. */
export function maskPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return formatPhone(digits.startsWith('9') ? `7${digits}` : digits);
}

export interface PhoneFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange(value: string): void;
}

/**
 * A phone input masked as +7 (XXX) XXX-XX-XX while typing (spec 5: masked inputs). A `TextInput`,
 * not MUI's TextField, so that a form with a phone (the order's contacts) loads no list field.
 */
export function PhoneField({ value, onChange, inputProps, ...props }: PhoneFieldProps): ReactElement {
  return (
    <TextInput
      {...props}
      type="tel"
      value={value}
      onChange={(event) => onChange(maskPhoneInput(event.target.value))}
      inputProps={{ inputMode: 'tel', autoComplete: 'tel', maxLength: 22, ...inputProps }}
    />
  );
}

export { ChoiceButtons, type ChoiceButtonsProps } from './choice-buttons';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';

import { useId, type ReactElement, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

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
 * the city picker, which are in a first view, never use it. A field that chooses from a list
 * keeps MUI's TextField.
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

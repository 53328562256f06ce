import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import { TextInput } from '@dostavka/shared-kernel/ui-input';

export interface SuggestFieldProps<T> {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Asks the suggestion service; a failure only means no suggestions (free text still works). */
  fetch(query: string): Promise<T[]>;
  /** The text a chosen suggestion puts into this field. */
  optionLabel(option: T): string;
  optionKey(option: T): string;
  renderOption?(option: T): ReactNode;
  onPick(option: T): void;
  minLength?: number;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  inputProps?: TextFieldProps['slotProps'];
}

/** MUI's Autocomplete (about 19 KB) loads when a field with suggestions is first shown. */
export const loadSuggestions = () => import('./suggest-autocomplete');
const SuggestAutocomplete = lazy(loadSuggestions);

/** The id of the field whose stand-in had the focus when the suggestions arrived. */
let focusedFallback: string | null = null;

/** The field with suggestions takes the focus its stand-in had (same id, the text as typed). */
export function takeFocusFromFallback(id: string, input: HTMLInputElement | null): void {
  if (focusedFallback !== id || !input) return;
  focusedFallback = null;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}

/**
 * A text field that offers suggestions while typing (suggest-autocomplete.tsx). Until its code has
 * loaded it is the same outlined field without them (the same id, label, value, messages and
 * height, so nothing moves), and what is typed there stays.
 */
export function SuggestField<T>(props: SuggestFieldProps<T>): ReactElement {
  const { id, label, value, onChange, onBlur, error, helperText, required } = props;
  return (
    <Suspense
      fallback={
        <TextInput
          id={id}
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => (focusedFallback = id)}
          onBlur={() => {
            if (focusedFallback === id) focusedFallback = null;
            onBlur?.();
          }}
          required={required}
          error={error}
          helperText={helperText}
          fullWidth
        />
      }
    >
      <SuggestAutocomplete {...props} />
    </Suspense>
  );
}

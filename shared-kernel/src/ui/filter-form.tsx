import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import type { FormApi, ValidationErrors } from 'final-form';
import { Field, Form, FormSpy } from 'react-final-form';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { shownError } from '@dostavka/shared-kernel/domain';
import { ChoiceInput, TextInput } from '@dostavka/shared-kernel/ui-input';

/** How long typing in a filter settles before the list is asked again. */
const SETTLE_MS = 350;

export interface FilterFormProps<V extends object> {
  initialValues: V;
  /** Every filter with its empty value: what a cleared field is sent as. */
  empty: V;
  /** The filters after a (valid) change. */
  onChange(values: V): void;
  validate?: (values: V) => ValidationErrors;
  /** Changes settle (SETTLE_MS) before `onChange`: text, a date typed digit by digit. Else at once. */
  settle?: boolean;
  label?: string;
  /** The fields (`ChoiceFilter`, `TextFilter`, buttons that change or reset the form). */
  children(form: FormApi<V>): ReactNode;
}

/**
 * A list's filters on react-final-form (the inbox, the orders board, the order history): a search
 * landmark whose every valid change asks for the list again, once typing settles. The fields are
 * the kernel's outlined `TextInput` and `ChoiceInput` (a native select in the same outline).
 */
export function FilterForm<V extends object>({
  initialValues,
  empty,
  onChange,
  validate,
  settle = false,
  label,
  children,
}: FilterFormProps<V>): ReactElement {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form<V>
      onSubmit={(values) => onChange({ ...empty, ...values })}
      initialValues={initialValues}
      validate={validate}
    >
      {({ handleSubmit, form }) => (
        <Box
          component="form"
          role="search"
          aria-label={label}
          onSubmit={handleSubmit}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 2 }}
        >
          {children(form)}
          <FormSpy<V>
            subscription={{ values: true, valid: true }}
            onChange={({ valid }) => {
              clearTimeout(timer.current);
              if (!valid) return;
              if (settle) timer.current = setTimeout(() => void form.submit(), SETTLE_MS);
              else void form.submit();
            }}
          />
        </Box>
      )}
    </Form>
  );
}

/** A filter that is one of the choices (value and text), or any. */
export function ChoiceFilter({
  name,
  label,
  any,
  choices,
  sx = { minWidth: { xs: '100%', sm: 180 } },
}: {
  name: string;
  label: string;
  /** The text of no filter. */
  any: string;
  choices: ReadonlyArray<readonly [value: string, text: string]>;
  sx?: SxProps<Theme>;
}): ReactElement {
  return (
    <Field<string> name={name}>
      {({ input }) => (
        <ChoiceInput
          {...input}
          size="small"
          label={label}
          choices={[{ value: '', text: any }, ...choices.map(([value, text]) => ({ value, text }))]}
          sx={sx}
        />
      )}
    </Field>
  );
}

/**
 * A typed filter: text, a search, or a date. A field with a rule shows its message (`message`
 * turns the rule's key into text) as soon as it holds a value: a date field holds only whole dates.
 */
export function TextFilter({
  name,
  label,
  type = 'text',
  placeholder,
  message,
  min,
  sx = { minWidth: { xs: '100%', sm: 150 }, flex: { sm: '1 1 150px' } },
}: {
  name: string;
  label: string;
  type?: 'text' | 'search' | 'date';
  placeholder?: string;
  message?: (key: string) => string;
  /** A date field's earliest date. */
  min?: string;
  sx?: SxProps<Theme>;
}): ReactElement {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = message && input.value ? shownError({ ...meta, touched: true }) : undefined;
        return (
          <TextInput
            {...input}
            type={type}
            size="small"
            label={label}
            placeholder={placeholder}
            error={Boolean(error)}
            helperText={error ? message?.(error) : undefined}
            shrinkLabel={type === 'date' || undefined}
            inputProps={type === 'date' ? { min } : undefined}
            sx={sx}
          />
        );
      }}
    </Field>
  );
}

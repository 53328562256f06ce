import { useEffect, useRef, useState, type ReactElement } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { DEBOUNCE_INPUT_MS } from '@dostavka/shared-kernel/domain';
import { takeFocusFromFallback, type SuggestFieldProps } from './suggest-field';

/**
 * A text field that offers suggestions while typing (debounced, spec 9: 300 ms on input). The
 * text is always the visitor's own: suggestions only help, so an unreachable service changes
 * nothing but the list.
 */
export default function SuggestAutocomplete<T>({
  id,
  label,
  value,
  onChange,
  onBlur,
  fetch,
  optionLabel,
  optionKey,
  renderOption,
  onPick,
  minLength = 2,
  error,
  helperText,
  required,
}: SuggestFieldProps<T>): ReactElement {
  const [query, setQuery] = useState<string | null>(null);
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => takeFocusFromFallback(id, inputRef.current), [id]);

  useEffect(() => {
    if (query === null) return undefined;
    const search = query.trim();
    if (search.length < minLength) {
      setOptions([]);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      fetchRef
        .current(search)
        .then((found) => current && setOptions(found))
        .catch(() => current && setOptions([]))
        .finally(() => current && setLoading(false));
    }, DEBOUNCE_INPUT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, minLength]);

  return (
    <Autocomplete<T, false, false, true>
      id={id}
      freeSolo
      options={options}
      value={null}
      inputValue={value}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : optionLabel(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : optionKey(option))}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') {
          onChange(text);
          setQuery(text);
        }
      }}
      onChange={(_event, option) => {
        if (option && typeof option !== 'string') {
          onPick(option);
          setOptions([]);
        }
      }}
      onBlur={onBlur}
      {...(renderOption
        ? {
            renderOption: ({ key, ...props }, option) => (
              <li key={key} {...props}>
                {renderOption(option)}
              </li>
            ),
          }
        : {})}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

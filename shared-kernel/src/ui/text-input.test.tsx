import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import TextField from '@mui/material/TextField';
import { ChoiceInput, maskPhoneInput, PhoneField, TextInput } from './text-input';

test('the label names the field and the helper text describes it', () => {
  render(<TextInput label="Вес, кг" helperText="Не больше 20 000 кг" error value="" onChange={() => {}} />);
  const input = screen.getByRole('textbox', { name: 'Вес, кг' });
  expect(input).toHaveAccessibleDescription('Не больше 20 000 кг');
  expect(input).toHaveAttribute('aria-invalid', 'true');
});

test('without a helper text the field is described by nothing', () => {
  render(<TextInput label="Поиск" value="" onChange={() => {}} />);
  expect(screen.getByRole('textbox', { name: 'Поиск' })).not.toHaveAttribute('aria-describedby');
});

test('it draws what MUI’s TextField draws for the same field', () => {
  // Same markup and styles, so the forms look the same as with TextField; only the root's name
  // differs (TextField's root is a FormControl named MuiTextField, with no styles of its own).
  const strip = (html: string) =>
    html
      .replace(' MuiTextField-root', '')
      .replace(/css-\w+-MuiFormControl-root(-MuiTextField-root)?/, 'ROOT');
  const city = renderToString(
    <TextInput
      label="Откуда"
      value="Казань"
      fullWidth
      id="city"
      helperText="Татарстан"
      shrinkLabel
      readOnly
    />,
  );
  const cityMui = renderToString(
    <TextField
      label="Откуда"
      value="Казань"
      fullWidth
      id="city"
      helperText="Татарстан"
      slotProps={{ inputLabel: { shrink: true }, input: { readOnly: true } }}
    />,
  );
  expect(strip(city)).toBe(strip(cityMui));
  const search = renderToString(<TextInput label="Поиск" value="" size="small" id="q" error />);
  const searchMui = renderToString(<TextField label="Поиск" value="" size="small" id="q" error />);
  expect(strip(search)).toBe(strip(searchMui));
});

test('a choice is a native select named by its label, its options the choices', () => {
  const changed: string[] = [];
  render(
    <ChoiceInput
      label="Единицы"
      value="cm"
      onChange={(event) => changed.push(event.target.value)}
      choices={[
        { value: 'cm', text: 'см' },
        { value: 'm', text: 'м' },
        { value: 'mm', text: 'мм', disabled: true },
      ]}
      helperText="Для всех мест"
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Единицы' });
  expect(select.tagName).toBe('SELECT');
  expect(select).toHaveDisplayValue('см');
  expect(select).toHaveAccessibleDescription('Для всех мест');
  expect(screen.getByRole('option', { name: 'мм' })).toBeDisabled();
  fireEvent.change(select, { target: { value: 'm' } });
  expect(changed).toEqual(['m']);
});

describe('maskPhoneInput', () => {
  it.each([
    ['', ''],
    ['9', '+7 (9'],
    ['912345', '+7 (912) 345'],
    ['89123456789', '8 (912) 345-67-89'],
    ['+7 912 345 67 89', '+7 (912) 345-67-89'],
    ['79123456789999', '+7 (912) 345-67-89'],
    ['4930123456', '+4930123456'],
  ])('%s is shown as %s', (raw, shown) => {
    expect(maskPhoneInput(raw)).toBe(shown);
  });
});

test('the field masks what is typed', () => {
  function Host() {
    const [value, setValue] = useState('');
    return <PhoneField label="Телефон" value={value} onChange={setValue} />;
  }
  render(<Host />);
  const input = screen.getByRole('textbox', { name: 'Телефон' });
  expect(input).toHaveAttribute('type', 'tel');
  expect(input).toHaveAttribute('autocomplete', 'tel');
  fireEvent.change(input, { target: { value: '9123456789' } });
  expect((input as HTMLInputElement).value).toBe('+7 (912) 345-67-89');
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { maskPhoneInput, PhoneField } from './phone-field';

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
  const input = screen.getByLabelText('Телефон');
  fireEvent.change(input, { target: { value: '9123456789' } });
  expect((input as HTMLInputElement).value).toBe('+7 (912) 345-67-89');
});

import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { initTexts, renderInKernel } from '../../test-support';
import { DateField } from './date-field';

beforeAll(initTexts);

function Picker({ onChange }: { onChange(date: string): void }) {
  const [value, setValue] = useState('2025-03-08');
  return (
    <DateField
      label="Дата загрузки"
      value={value}
      min="2025-03-07"
      max="2025-09-03"
      onChange={(date) => {
        setValue(date);
        onChange(date);
      }}
    />
  );
}

describe('the Russian date picker', () => {
  it('shows the date as DD.MM.YYYY and takes a typed real date', () => {
    const onChange = jest.fn();
    renderInKernel(<Picker onChange={onChange} />);
    const input = screen.getByLabelText('Дата загрузки');
    expect((input as HTMLInputElement).value).toBe('08.03.2025');
    fireEvent.change(input, { target: { value: '15.03.2025' } });
    expect(onChange).toHaveBeenCalledWith('2025-03-15');
  });

  it.each([
    ['31.02.2025', 'Введите дату в формате ДД.ММ.ГГГГ'],
    ['01.03.2025', 'Дата должна быть не раньше 07.03.2025'],
    ['01.01.2026', 'Дата должна быть не позже 03.09.2025'],
  ])('rejects %s: %s', (typed, message) => {
    const onChange = jest.fn();
    renderInKernel(<Picker onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Дата загрузки'), { target: { value: typed } });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('text that is not a date is reported when the field is left', () => {
    renderInKernel(<Picker onChange={jest.fn()} />);
    const input = screen.getByLabelText('Дата загрузки');
    fireEvent.change(input, { target: { value: '12.3' } });
    expect(screen.queryByText('Введите дату в формате ДД.ММ.ГГГГ')).not.toBeInTheDocument();
    fireEvent.blur(input);
    expect(screen.getByText('Введите дату в формате ДД.ММ.ГГГГ')).toBeInTheDocument();
  });

  it('the calendar is Russian, starts on Monday, and past days cannot be chosen', () => {
    const onChange = jest.fn();
    renderInKernel(<Picker onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const calendar = screen.getByRole('dialog', { name: 'Дата загрузки' });
    expect(within(calendar).getByText('март 2025')).toBeInTheDocument();
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    expect(within(calendar).getByRole('gridcell', { name: '6 марта 2025' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '20 марта 2025' }));
    expect(onChange).toHaveBeenCalledWith('2025-03-20');
  });
});

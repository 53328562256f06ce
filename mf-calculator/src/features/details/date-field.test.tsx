import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@dostavka/shared-kernel/i18n';
import { initTexts, renderInKernel } from '../../test-support';
import { DateField } from './date-field';

beforeAll(initTexts);
afterEach(() => i18n.changeLanguage('ru'));

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

  it('the calendar is Russian, starts on Monday, and past days cannot be chosen', async () => {
    const onChange = jest.fn();
    renderInKernel(<Picker onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const calendar = await screen.findByRole('dialog', { name: 'Дата загрузки' });
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

describe('the same date in English', () => {
  it('is written day first with slashes, the limits as English dates, and typed back the same way', async () => {
    await i18n.changeLanguage('en');
    const onChange = jest.fn();
    renderInKernel(<Picker onChange={onChange} />);
    const input = screen.getByLabelText('Дата загрузки');
    expect((input as HTMLInputElement).value).toBe('08/03/2025');
    fireEvent.change(input, { target: { value: '01/03/2025' } });
    expect(screen.getByText('The date must be 7 Mar 2025 or later')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '15/03/2025' } });
    expect(onChange).toHaveBeenCalledWith('2025-03-15');
  });

  it('a language switch rewrites the shown date; the calendar names months and days in English', async () => {
    renderInKernel(<Picker onChange={jest.fn()} />);
    const input = screen.getByLabelText('Дата загрузки');
    expect((input as HTMLInputElement).value).toBe('08.03.2025');
    await act(() => i18n.changeLanguage('en'));
    expect((input as HTMLInputElement).value).toBe('08/03/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Дата загрузки' });
    expect(within(calendar).getByText('March 2025')).toBeInTheDocument();
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });
});

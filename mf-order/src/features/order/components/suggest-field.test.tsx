import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SuggestField } from './suggest-field';

function Field({ fetch }: { fetch(query: string): Promise<string[]> }) {
  const [value, setValue] = useState('');
  return (
    <SuggestField<string>
      id="company-name"
      label="Название"
      value={value}
      onChange={setValue}
      fetch={fetch}
      optionLabel={(option) => option}
      optionKey={(option) => option}
      onPick={setValue}
    />
  );
}

describe('a field with suggestions', () => {
  it('is a plain field until its code arrives; what was typed there stays and keeps the focus', async () => {
    const fetch = jest.fn(async (query: string) => [`${query} и партнёры`]);
    render(<Field fetch={fetch} />);
    // The stand-in: the same field, without suggestions.
    const plain = screen.getByRole('textbox', { name: 'Название' });
    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: 'Ромашка' } });

    const field = await screen.findByRole('combobox', { name: 'Название' });
    expect(field).toHaveValue('Ромашка');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('id', 'company-name');
    // Typing on offers suggestions for the whole text.
    fireEvent.change(field, { target: { value: 'Ромашка-2' } });
    expect(await screen.findByText('Ромашка-2 и партнёры')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChoiceButtons } from './choice-buttons';

test('the chosen one is pressed; pressing another chooses it, pressing the chosen one changes nothing', () => {
  const chosen: string[] = [];
  const { rerender } = render(
    <ChoiceButtons
      label="Кто платит за доставку"
      value="sender"
      onChange={(value) => chosen.push(value)}
      options={[
        { value: 'sender', label: 'Отправитель' },
        { value: 'recipient', label: 'Получатель' },
      ]}
    />,
  );
  const group = screen.getByRole('group', { name: 'Кто платит за доставку' });
  expect(within(group).getByRole('button', { name: 'Отправитель' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(group).getByRole('button', { name: 'Получатель' })).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(within(group).getByRole('button', { name: 'Отправитель' }));
  fireEvent.click(within(group).getByRole('button', { name: 'Получатель' }));
  expect(chosen).toEqual(['recipient']);
  rerender(
    <ChoiceButtons
      labelledBy="missing"
      value={null}
      onChange={(value) => chosen.push(value)}
      options={[{ value: 'sender', label: 'Отправитель' }]}
    />,
  );
  expect(screen.getByRole('button', { name: 'Отправитель' })).toHaveAttribute('aria-pressed', 'false');
});

import { fireEvent, render, screen } from '@testing-library/react';
import { CheckboxField } from './checkbox-field';

test('the label names the checkbox and a click on it toggles; a disabled one does not change', () => {
  const changes: boolean[] = [];
  render(
    <>
      <CheckboxField
        label="Можно кантовать"
        checked={false}
        onChange={(event) => changes.push(event.target.checked)}
      />
      <CheckboxField
        label="Можно ставить в ярус"
        size="small"
        checked
        disabled
        onChange={() => changes.push(false)}
      />
    </>,
  );
  const rotate = screen.getByRole('checkbox', { name: 'Можно кантовать' });
  expect(rotate).not.toBeChecked();
  fireEvent.click(screen.getByText('Можно кантовать'));
  expect(changes).toEqual([true]);
  const stack = screen.getByRole('checkbox', { name: 'Можно ставить в ярус' });
  expect(stack).toBeChecked();
  expect(stack).toBeDisabled();
  fireEvent.click(screen.getByText('Можно ставить в ярус'));
  expect(changes).toEqual([true]);
});

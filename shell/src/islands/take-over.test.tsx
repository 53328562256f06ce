import { act, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { takeOverTyped } from './take-over';

/** A controlled field that re-renders on focus, as MUI's fields do. */
function Weight({ onValue }: { onValue: (value: string) => void }): ReactElement {
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  return (
    <input
      aria-label="weight"
      data-focused={focused ? '' : undefined}
      value={value}
      onFocus={() => setFocused(true)}
      onChange={(event) => {
        setValue(event.target.value);
        onValue(event.target.value);
      }}
    />
  );
}

/** The server's markup in the document, then what the visitor typed before it came alive. */
function serverField(typed: string): { container: HTMLElement; input: HTMLInputElement } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Weight onValue={() => undefined} />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  input.focus();
  input.value = typed;
  return { container, input };
}

async function hydrate(container: HTMLElement, onValue: (value: string) => void) {
  await act(async () => {
    hydrateRoot(container, <Weight onValue={onValue} />);
  });
}

afterEach(() => document.body.replaceChildren());

describe('what was typed before an island came alive', () => {
  it('is handed to React, which keeps it through its next render', async () => {
    const { container, input } = serverField('1200');
    const values: string[] = [];
    await hydrate(container, (value) => values.push(value));
    await act(async () => takeOverTyped(container));
    expect(values).toEqual(['1200']);
    // The focus again for React (its focus handler re-renders the field): the text stays.
    expect(input.hasAttribute('data-focused')).toBe(true);
    expect(input.value).toBe('1200');
  });

  it('is lost to the next render without the take-over (the failure it prevents)', async () => {
    const { container, input } = serverField('1200');
    const values: string[] = [];
    await hydrate(container, (value) => values.push(value));
    // A render for any reason (here the focus) writes React's value over the typed text.
    await act(async () => input.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(values).toEqual([]);
    expect(input.value).toBe('');
  });

  it('leaves alone the fields nobody typed into', async () => {
    const { container } = serverField('');
    const values: string[] = [];
    await hydrate(container, (value) => values.push(value));
    await act(async () => takeOverTyped(container));
    expect(values).toEqual([]);
  });
});

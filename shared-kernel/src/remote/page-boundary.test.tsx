import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import { PageBoundary } from '@dostavka/shared-kernel/remote';
import { renderWithKernel } from '../ui/test-kernel';

let fail = true;
function Flaky() {
  if (fail) throw new Error('page crashed');
  return <p>page content</p>;
}

function Neighbour() {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks((n) => n + 1)}>neighbour {clicks}</button>;
}

beforeAll(() => initI18n('ru'));

describe('PageBoundary', () => {
  beforeEach(() => {
    fail = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps a crash inside its area and retries on request', async () => {
    renderWithKernel(
      <>
        <PageBoundary area="test page">
          <Flaky />
        </PageBoundary>
        <Neighbour />
      </>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /neighbour/ }));
    expect(screen.getByRole('button', { name: 'neighbour 1' })).toBeInTheDocument();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('page content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { initI18n } from '@dostavka/shared-kernel/i18n';
import {
  PageBoundary,
  failureMessage,
  setFailureReporter,
  type FailureReport,
} from '@dostavka/shared-kernel/remote';
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

  it("reports a remote page's failure to the shell's reporter, and only a remote's", async () => {
    const reports: FailureReport[] = [];
    setFailureReporter((report) => reports.push(report));
    try {
      renderWithKernel(
        <>
          <PageBoundary area="mf_calculator page calculator" remote="mf_calculator">
            <Flaky />
          </PageBoundary>
          <PageBoundary area="shell slot">
            <Flaky />
          </PageBoundary>
        </>,
      );
      expect(await screen.findAllByRole('alert')).toHaveLength(2);
      expect(reports).toEqual([{ remote: 'mf_calculator', kind: 'render', error: expect.any(Error) }]);
    } finally {
      setFailureReporter(null);
    }
  });
});

describe('failureMessage', () => {
  it('keeps the error, not what could be personal', () => {
    const message = failureMessage(
      new TypeError('no order for ivan@mail.ru at +7 (912) 345-67-89 from /order/?email=ivan@mail.ru'),
    );
    expect(message).toBe('TypeError: no order for <email> at <number> from /order/?<query>');
    expect(failureMessage('x'.repeat(1000))).toHaveLength(300);
  });
});

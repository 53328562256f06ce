import { render, screen } from '@testing-library/react';
import { ERROR_PAGE_FALLBACK_MESSAGE } from '@dostavka/shared-kernel/domain';
import { ShellErrorBoundary } from './error-page';

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('the page broke');
  return <p>the page</p>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a page that fails shows the fallback until the visitor goes to another address', () => {
  const { rerender } = render(
    <ShellErrorBoundary at="/calculator/">
      <Page broken />
    </ShellErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(ERROR_PAGE_FALLBACK_MESSAGE);

  // The same address again: still the fallback.
  rerender(
    <ShellErrorBoundary at="/calculator/">
      <Page broken={false} />
    </ShellErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toBeInTheDocument();

  rerender(
    <ShellErrorBoundary at="/order/">
      <Page broken={false} />
    </ShellErrorBoundary>,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('the page')).toBeInTheDocument();
});

test('without an address the fallback stays', () => {
  const { rerender } = render(
    <ShellErrorBoundary>
      <Page broken />
    </ShellErrorBoundary>,
  );
  rerender(
    <ShellErrorBoundary>
      <Page broken={false} />
    </ShellErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toBeInTheDocument();
});

import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollManager } from './scroll-manager';

function setup() {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  let navigate: NavigateFunction = () => undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/calculator/']}>
      <Navigator />
      <ScrollManager keepScroll={false} />
    </MemoryRouter>,
  );
  return { go: (to: string, replace = false) => act(() => void navigate(to, { replace })), scrollTo };
}

describe('ScrollManager', () => {
  it('a new page scrolls to the top', () => {
    const { go, scrollTo } = setup();
    go('/order/');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('a page rewriting its own query keeps the scroll', () => {
    const { go, scrollTo } = setup();
    go('/calculator/?from=tver', true);
    go('/calculator/?from=tver&to=moskva', true);
    go('/calculator/?from=omsk');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

import { renderHook } from '@testing-library/react';
import { useOnceAsked } from './use-once-asked';

test('false until first asked, then true even when no longer asked', () => {
  const { result, rerender } = renderHook(({ asked }) => useOnceAsked(asked), {
    initialProps: { asked: false },
  });
  expect(result.current).toBe(false);
  rerender({ asked: false });
  expect(result.current).toBe(false);
  rerender({ asked: true });
  expect(result.current).toBe(true);
  rerender({ asked: false });
  expect(result.current).toBe(true);
});

test('asked from the first render', () => {
  const { result, rerender } = renderHook(({ asked }) => useOnceAsked(asked), {
    initialProps: { asked: true },
  });
  expect(result.current).toBe(true);
  rerender({ asked: false });
  expect(result.current).toBe(true);
});

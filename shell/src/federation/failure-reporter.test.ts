import { createFailureReporter } from './failure-reporter';

beforeEach(() => {
  document.body.innerHTML =
    '<script id="dostavka-config" type="application/json">{"api":{"user":"/api/user"},"remotes":{"mf_order":"/mf/order/mf-manifest.json"}}</script>';
});

test('a failure is sent once per remote and kind, masked, and at most five in all', async () => {
  const send = jest.fn();
  const report = createFailureReporter(send);
  const error = new Error('no order for ivan@mail.ru');
  report({ remote: 'mf_order', kind: 'mount', error });
  report({ remote: 'mf_order', kind: 'mount', error });
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0][0]).toBe('/api/user/remote-failures');
  expect(JSON.parse(send.mock.calls[0][1])).toEqual({
    remote: 'mf_order',
    manifestUrl: '',
    kind: 'mount',
    message: 'Error: no order for <email>',
  });
  for (const remote of ['a', 'b', 'c', 'd', 'e', 'f']) report({ remote, kind: 'load', error });
  expect(send).toHaveBeenCalledTimes(5);
});

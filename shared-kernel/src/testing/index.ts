/**
 * Test support for every package's jest tests (never imported by app code): API clients of jest
 * mocks, a fake realtime channel, and rendering inside the kernel providers.
 */
export { createTestRoot, fakeApi, fakeRealtime, memoryStorage, type FakeApi } from '../stores/test-support';
export { renderWithKernel } from '../ui/test-kernel';
export {
  fillTestOrder,
  TEST_MOSCOW,
  TEST_SPB,
  testCity,
  testOffer,
  testOrder,
  testPoint,
} from '../stores/test-data';

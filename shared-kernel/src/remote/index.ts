export type { RemotePageProps, PageComponent, PageLoaders } from './types';
export { createRemotePages, createRemotePagesWith, type RemotePagesOptions } from './create-remote-pages';
export { RemotePageRoot, type RemotePageRootProps } from './remote-page-root';
export { PageFrame, PageFramePlaceholder } from './placeholder-page';
export { mountStandalone } from './standalone';
export { PageBoundary } from './page-boundary';
export {
  CHUNK_RELOAD_WINDOW_MS,
  installChunkReload,
  isChunkLoadError,
  reloadAfterChunkError,
  type ReloadDeps,
} from './chunk-reload';
export {
  failureMessage,
  reportFailure,
  setFailureReporter,
  type FailureKind,
  type FailureReport,
} from './failure-reports';

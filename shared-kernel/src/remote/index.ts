export type { RemotePageProps, PageComponent, PageLoaders } from './types';
export { createRemotePages } from './create-remote-pages';
export { PageFrame } from './placeholder-page';
export { mountStandalone } from './standalone';

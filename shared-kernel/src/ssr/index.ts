export type {
  Breadcrumb,
  HeadInput,
  PageContext,
  PageHead,
  PreloadedPage,
  RemoteRenderInput,
  RemoteRenderResult,
  RemoteServerEntry,
  ShellRenderInput,
  ShellRenderResult,
  ShellServerEntry,
} from './types';
export { PRELOADED_PAGE_ELEMENT_ID, preloadedPageScript, readPreloadedPage } from './preloaded';
export { prepareServerRendering } from './server-rendering';

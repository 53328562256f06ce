import { enableStaticRendering } from 'mobx-react-lite';

/**
 * Once, in a process that renders pages to HTML: observer components then render without
 * reactions (a server render never commits, so their reactions would only wait to be collected).
 */
export function prepareServerRendering(): void {
  enableStaticRendering(true);
}

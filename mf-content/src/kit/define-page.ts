import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import type { RemotePageProps } from '@dostavka/shared-kernel/remote';
import type { PageContext, PageHead } from '@dostavka/shared-kernel/ssr';

export interface LoadContext extends PageContext {
  api: ApiClients;
}

export interface HeadContext extends PageContext {
  t: TFunction;
}

export interface PageViewProps<D> extends RemotePageProps {
  data: D;
}

/**
 * A content page: how its data is loaded (the same function on the server and in the browser,
 * through the kernel's API client), what it says in the head, and how it looks. `load` answers
 * null for an address the content service does not know: the page is a 404.
 */
export interface PageDefinition<D> {
  load(context: LoadContext): Promise<D | null>;
  head(data: D, context: HeadContext): PageHead;
  View: ComponentType<PageViewProps<D>>;
}

export const definePage = <D>(definition: PageDefinition<D>): PageDefinition<D> => definition;

/** An API 404 means the page does not exist; anything else is a failure. */
export async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

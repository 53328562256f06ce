import type { ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import type { ApiClients } from '@dostavka/shared-kernel/api';
import type { DostavkaEvents, EventBus } from '@dostavka/shared-kernel/bus';
import type { Language } from '@dostavka/shared-kernel/i18n';
import type { RootStore } from '@dostavka/shared-kernel/stores';

/**
 * The contract of server rendering (docs/architecture.md, "Content pages are server-rendered"):
 * the server asks a remote's server build for a page (element, data, head), the shell's server
 * build for the layout around it, and puts both into the document with the page's data, which
 * the browser hands back to the page so it hydrates without fetching it again.
 */
export interface Breadcrumb {
  name: string;
  /** Path with its trailing slash. */
  url: string;
}

/** What a page says about itself in the document head. */
export interface PageHead {
  title: string;
  description: string;
  /** From the home page down to this page (the last one). */
  breadcrumbs: Breadcrumb[];
  /** schema.org objects besides Organization and BreadcrumbList, e.g. FAQPage. */
  jsonLd?: object[];
  ogType?: 'website' | 'article';
  /** When another address shows the same page, the one search engines should keep. */
  canonicalPath?: string;
}

/** The data a server-rendered page was rendered with, as the document carries it. */
export interface PreloadedPage {
  page: string;
  /** Pathname and search of the document: the data is only for that address. */
  path: string;
  data: unknown;
}

export interface PageContext {
  /** The route's name in the route table. */
  route: string;
  params: Record<string, string>;
  query: Record<string, string>;
  pathname: string;
  lang: Language;
}

export interface RemoteRenderInput extends PageContext {
  page: string;
  api: ApiClients;
  store: RootStore;
  bus: EventBus<DostavkaEvents>;
  i18n: I18n;
}

export type RemoteRenderResult =
  { status: 200; element: ReactElement; head: PageHead; data: unknown } | { status: 404 };

/** What a remote's server build exports. */
export interface RemoteServerEntry {
  render(input: RemoteRenderInput): Promise<RemoteRenderResult>;
}

export interface ShellRenderInput {
  /** Pathname and search. */
  url: string;
  store: RootStore;
  bus: EventBus<DostavkaEvents>;
  i18n: I18n;
  /** The remote page for the route's area; null renders the layout only (the 404 page). */
  slot: ReactElement | null;
  /** The path answered 404: the shell shows its not-found page there. */
  notFoundPath: string | null;
}

export interface HeadInput {
  head: PageHead;
  /** Public origin, e.g. https://dostavka.example. */
  origin: string;
  pathname: string;
  lang: Language;
  /** A page that must not be indexed (the 404 page): no canonical, no alternates. */
  noindex?: boolean;
}

export interface ShellRenderResult {
  /** The markup of #root. */
  html: string;
  /** The page's critical CSS as `<style>` elements for the head, once each (emotion's). */
  styles: string;
}

/** What the shell's server build exports. */
export interface ShellServerEntry {
  renderApp(input: ShellRenderInput): Promise<ShellRenderResult>;
  /** The head tags: title, description, canonical, hreflang, Open Graph, JSON-LD. */
  renderHead(input: HeadInput): string;
  notFoundHead(lang: Language): PageHead;
}

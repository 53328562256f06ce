/**
 * Renders a content page, or the 404 page, for a document: the page's data through the kernel's
 * API client (over app.inject), the page by mf-content's server build, the layout and head by the
 * shell's. An application page with a frame (routing's `frame`: calculator, order, order history)
 * is rendered by the shell alone: the layout with the page's frame (heading and the outline of its
 * form), the same for every visitor, which the browser hydrates and the remote's page replaces.
 * Other routes are left to the browser (null).
 */
import { createApiClients } from '@dostavka/shared-kernel/api';
import { createBus } from '@dostavka/shared-kernel/bus';
import { DEFAULT_RUNTIME_CONFIG } from '@dostavka/shared-kernel/config';
import { i18n, initI18n, LANGUAGES, type Language } from '@dostavka/shared-kernel/i18n';
import { matchRoute, type PageRoute } from '@dostavka/shared-kernel/routing';
import {
  prepareServerRendering,
  type PageHead,
  type PreloadedPage,
  type RemoteRenderResult,
  type RemoteServerEntry,
} from '@dostavka/shared-kernel/ssr';
import { RootStore } from '@dostavka/shared-kernel/stores';
import { pageTexts } from '@dostavka/shared-kernel/ui-core';
import type { FastifyInstance } from 'fastify';
import { CONTENT_REMOTE } from '../../remote-registry/manifest-check';
import { injectFetch } from './inject-fetch';
import { BELOW_BAR_ROBOTS, belowBar, listedAddress, namesRoute } from '../index-bar';
import type { ServerEntries } from './server-builds';

export interface PageRequest {
  pathname: string;
  /** '' or '?…', as the request had it. */
  search: string;
  lang: Language;
  /** Public origin for canonical and alternate links. */
  origin: string;
  /** The document request's Cookie header, for the API calls made on the visitor's behalf. */
  cookie?: string;
  /** The remote versions this visitor's browser runs (the registry): the server renders with the same. */
  versions: Readonly<Record<string, string>>;
  /** The likeness index found the page alike another sitemap page (likeness-index.ts): below the bar. */
  alike?: boolean;
}

export interface RenderedPage {
  status: 200 | 404;
  head: string;
  app: string;
  preloaded: PreloadedPage | null;
  /**
   * A content page (or the 404 page): complete HTML whose interactive parts the islands script
   * brings alive one by one; false for an application page's frame, which the single-page app
   * hydrates.
   */
  islands: boolean;
  /**
   * The page shows what the API answers per visitor (an answer that varies on the Cookie: their
   * FAQ votes): another visitor must not be shown this render.
   */
  personal: boolean;
  /** Milliseconds: the page's data (API calls included) and the HTML. */
  ms: { data: number; render: number };
  /** A content page below the index bar (index-bar.ts): its X-Robots-Tag. */
  robots?: string;
}

/** The server builds to render with for these remote versions; null when the browser must render. */
export type EntriesFor = (versions: Readonly<Record<string, string>>) => Promise<ServerEntries | null>;

/** The head of an application page's frame: its tab title, lead and crumb, as the page sets them. */
function frameHead(route: PageRoute, pathname: string, t: Parameters<typeof pageTexts>[0]): PageHead {
  const { title, lead, tabTitle } = pageTexts(t, route.page);
  return { title: tabTitle, description: lead, breadcrumbs: [{ name: title, url: pathname }] };
}

export function pageRenderer(app: FastifyInstance, entriesFor: EntriesFor) {
  prepareServerRendering();
  let ready: Promise<unknown> | null = null;
  /**
   * The texts each content build renders with: the kernel's, copied once per build, to which the
   * build adds its own namespace. Two versions of the remote (the site's own and a registered
   * one, or a canary) never see each other's texts.
   */
  const texts = new WeakMap<RemoteServerEntry, typeof i18n>();
  /** The kernel's namespaces, as loaded before any page was rendered. */
  let kernelNamespaces: ReadonlySet<string> = new Set();
  const textsOf = (content: RemoteServerEntry): typeof i18n => {
    let own = texts.get(content);
    if (!own) {
      own = i18n.cloneInstance({ forkResourceStore: true });
      // A remote's namespace another build added is not this build's.
      for (const [lng, namespaces] of Object.entries(own.store.data))
        for (const ns of Object.keys(namespaces))
          if (!kernelNamespaces.has(ns)) own.removeResourceBundle(lng, ns);
      texts.set(content, own);
    }
    return own;
  };
  return async ({
    pathname,
    search,
    lang,
    origin,
    cookie,
    versions,
    alike = false,
  }: PageRequest): Promise<RenderedPage | null> => {
    const match = matchRoute(pathname);
    const frame = match && match.route.remote !== CONTENT_REMOTE;
    if (frame && !match.route.frame) return null;
    const entries = await entriesFor(versions);
    if (!entries) return null;
    // Both languages once; each request renders with a clone in its own language.
    ready ??= initI18n()
      .then((instance) => instance.loadLanguages([...LANGUAGES]))
      .then(() => {
        kernelNamespaces = new Set(Object.values(i18n.store.data).flatMap((data) => Object.keys(data)));
      });
    await ready;
    const started = performance.now();
    const translations = textsOf(entries.content).cloneInstance({ lng: lang });
    // A clone takes its language asynchronously; the resources are in memory already.
    await translations.changeLanguage(lang);
    const bus = createBus();
    let personal = false;
    const fetch = injectFetch(app, cookie, () => {
      personal = true;
    });
    const api = createApiClients(DEFAULT_RUNTIME_CONFIG, { getAccessToken: () => null }, { fetch });
    const store = new RootStore({ api, bus, translate: (key) => translations.t(key) });
    const url = `${pathname}${search}`;
    const common = { url, store, bus, i18n: translations };
    try {
      if (frame) {
        // Nothing of the visitor's: no API call, the guest's header, the frame (not the page)
        // behind a sign-in check. A page behind one is not for search engines.
        const { html, styles } = await entries.shell.renderApp({ ...common, slot: null, notFoundPath: null });
        const head = frameHead(match.route, pathname, (key) => translations.t(key));
        return {
          status: 200,
          head:
            entries.shell.renderHead({
              head,
              origin,
              pathname,
              lang,
              noindex: Boolean(match.route.middleware),
            }) + styles,
          app: html,
          preloaded: null,
          islands: false,
          personal,
          ms: { data: 0, render: performance.now() - started },
        };
      }
      const result: RemoteRenderResult = match
        ? await entries.content.render({
            page: match.route.page,
            route: match.route.name,
            params: match.params,
            query: Object.fromEntries(new URLSearchParams(search)),
            pathname,
            lang,
            api,
            store,
            bus,
            i18n: translations,
          })
        : { status: 404 };
      const loaded = performance.now();
      const ms = () => ({ data: loaded - started, render: performance.now() - loaded });
      if (result.status === 404) {
        const head = entries.shell.renderHead({
          head: entries.shell.notFoundHead(lang),
          origin,
          pathname,
          lang,
          noindex: true,
        });
        const { html, styles } = await entries.shell.renderApp({
          ...common,
          slot: null,
          notFoundPath: pathname,
        });
        return {
          status: 404,
          head: head + styles,
          app: html,
          preloaded: null,
          islands: true,
          personal,
          ms: ms(),
        };
      }
      const { html, styles } = await entries.shell.renderApp({
        ...common,
        slot: result.element,
        notFoundPath: null,
      });
      // Below the bar: crawlers follow its links, the index and the sitemap leave it out. Judged
      // on the address the sitemap lists; words and prices here, likeness by the index.
      const thin = listedAddress(search) && belowBar(html, namesRoute(match!)).length > 0;
      if (thin) app.belowBar.note(pathname);
      const below = thin || (alike && listedAddress(search));
      const robots = below ? `<meta name="robots" content="${BELOW_BAR_ROBOTS}" />` : '';
      return {
        status: 200,
        ...(below && { robots: BELOW_BAR_ROBOTS }),
        head: entries.shell.renderHead({ head: result.head, origin, pathname, lang }) + robots + styles,
        app: html,
        preloaded: { page: match!.route.page, path: url, data: result.data },
        islands: true,
        personal,
        ms: ms(),
      };
    } finally {
      store.dispose();
    }
  };
}

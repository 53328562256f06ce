import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute, trailingSlashRedirect } from '@dostavka/shared-kernel/routing';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { languageCookie, languageFromCookie, type Language } from '@dostavka/shared-kernel/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { REALTIME_PATH } from '../../external/realtime';
import { CONTENT_REMOTE } from '../remote-registry/manifest-check';
import { ensureVisitor, visitorOf } from '../../../visitor-cookie';
import { NO_CACHE, cacheControlFor } from './cache-control';
import { renderDocument, templateReader, type DocumentConfig } from './document';
import { preferredEncoding, type CachedPage } from './page-cache';
import { pageKindOf } from './page-kind';
import { preloadHints } from './preload-hints';
import { listedAddress } from './index-bar';
import { flaggedPageVisible } from './staff-pages';
import { documentLanguage } from './ssr/language';
import { pageRenderer, type EntriesFor, type RenderedPage } from './ssr/render-page';
import { remoteServerBuilds, serverBuildsReader, type ServerEntries } from './ssr/server-builds';

export interface WebOptions {
  /** Folder holding `shell/dist` and `mf-<name>/dist`. */
  webRoot: string;
  /** The shell's built index.html, the template of every document. */
  indexTemplate: string;
  /** Files of the site itself under /media/ (carriers' logos). */
  mediaRoot: string;
  /**
   * Keep the template, the server builds and the rendered pages (page-cache.ts) in memory after
   * the first read (off while developing).
   */
  cacheTemplate: boolean;
  /** Public origin for canonical links; unset: the request's own. */
  /** The public origin (configuration); a request's Host never makes a link. */
  siteUrl: string;
  /** The apps' server builds; default: loaded from `<webRoot>/<app>/dist-server`. */
  serverEntries?: () => ServerEntries | null;
}

/** URL prefix -> app folder of each remote's build. */
const REMOTE_FOLDERS: ReadonlyArray<[string, string]> = [
  ['/mf/content/', 'mf-content'],
  ['/mf/calculator/', 'mf-calculator'],
  ['/mf/order/', 'mf-order'],
  ['/mf/account/', 'mf-account'],
];

const API_BASES: DocumentConfig['api'] = {
  user: '/api/user',
  content: '/api/content',
  calculator: '/api/calculator',
  admin: '/api/admin',
};

// Not hashed: a day, so that a carrier's new logo shows the next day at the latest.
const MEDIA_CACHE = 'public, max-age=86400';

const NOT_BUILT = 'The site is not built: run npm run build';

/** Files of one app's dist folder, with the cache policy of cache-control.ts. */
const distFiles = (root: string) => ({
  root,
  cacheControl: false,
  index: false as const,
  // A folder is not a file: 404 rather than send's 403. Source maps, with the sources in them,
  // stay on disk for error reports and are no part of the public site.
  allowedPath: (pathName: string) => !pathName.endsWith('/') && !pathName.endsWith('.map'),
  // The build writes brotli and gzip copies beside the files (scripts/lib/precompress.mjs).
  preCompressed: true,
  dotfiles: 'ignore' as const,
  // The document answers say clearly when the site is not built; no warning per app.
  suppressWarning: true,
  setHeaders: (reply: { header(name: string, value: string): unknown }, file: string) => {
    reply.header('cache-control', cacheControlFor(path.relative(root, file)));
  },
});

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * The built apps and the documents: the shell's files under /, each remote's under /mf/<name>/,
 * the remote registry at /remotes.json, and for every page address the shell's index.html with
 * the site configuration and the page's status (spec section 2's route table decides 200/404).
 */
const web: FastifyPluginAsyncTypebox<WebOptions> = async (app, options) => {
  const shellDist = path.join(options.webRoot, 'shell', 'dist');
  await app.register(fastifyStatic, { ...distFiles(shellDist), serve: false });
  for (const [prefix, folder] of REMOTE_FOLDERS) {
    await app.register(fastifyStatic, {
      ...distFiles(path.join(options.webRoot, folder, 'dist')),
      prefix,
      decorateReply: false,
    });
  }

  await app.register(fastifyStatic, {
    ...distFiles(options.mediaRoot),
    prefix: '/media/',
    decorateReply: false,
    setHeaders: (reply: { header(name: string, value: string): unknown }) => {
      reply.header('cache-control', MEDIA_CACHE);
    },
  });

  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['web'],
        summary:
          "Remote registry for this visitor: Module Federation remote name -> mf-manifest.json URL (a canary's share of visitors gets the canary's); the ETag answers If-None-Match with 304",
        response: { 200: Type.Record(Type.String(), Type.String()), 304: Type.Null() },
      },
    },
    async (request, reply) => {
      const mine = await visitorRemotes(request, reply);
      reply.header('cache-control', NO_CACHE).header('vary', 'Cookie').header('etag', `"${mine.tag}"`);
      if (request.headers['if-none-match'] === `"${mine.tag}"`) return reply.code(304).send(null);
      return mine.remotes;
    },
  );

  /** The remotes this visitor gets; while a canary runs, a visitor gets an id (cookie) to stay on their side. */
  async function visitorRemotes(request: FastifyRequest, reply: FastifyReply) {
    const visitor = (await app.remoteRegistry.hasCanary())
      ? ensureVisitor(request, reply)
      : visitorOf(request);
    return app.remoteRegistry.forVisitor(visitor);
  }

  const readTemplate = templateReader(options.indexTemplate, options.cacheTemplate);
  // The content pages' document: the same template with the islands script instead of the app.
  const readIslandsTemplate = templateReader(
    path.join(path.dirname(options.indexTemplate), 'islands.html'),
    options.cacheTemplate,
  );
  const localEntries = options.serverEntries ?? serverBuildsReader(options.webRoot, !options.cacheTemplate);
  const remoteBuild = remoteServerBuilds();
  /**
   * The shell's build and the content remote's build of the visitor's version: the site's own on
   * disk for the seeded version, otherwise the registered version's server build. A version whose
   * build cannot be had is rendered in the browser, logged and counted as that version's failure.
   */
  const entriesFor: EntriesFor = async (versions) => {
    const local = localEntries();
    const version = versions[CONTENT_REMOTE];
    const build = version ? app.remoteRegistry.serverBuildOf(CONTENT_REMOTE, version) : null;
    if (!local || !version || !build) return local;
    try {
      return { shell: local.shell, content: await remoteBuild(CONTENT_REMOTE, version, build) };
    } catch (error) {
      app.log.error(
        { err: error, remote: CONTENT_REMOTE, version },
        "a remote version's server build cannot be had; the browser renders its pages",
      );
      await app.remoteRegistry
        .countFailure(CONTENT_REMOTE, version)
        .catch((failed: unknown) => app.log.warn({ err: failed }, 'a remote failure could not be counted'));
      app.metrics.remoteFailures.inc({ remote: CONTENT_REMOTE, version, kind: 'server-build' });
      return null;
    }
  };
  const renderPage = pageRenderer(app, entriesFor);
  // The likeness index reads every sitemap page as a visitor without a cookie is served it.
  app.likeness.attach(async (pathname, lang) =>
    renderPage({
      pathname,
      search: lang === 'en' ? '?lang=en' : '',
      lang,
      origin: options.siteUrl,
      versions: (await app.remoteRegistry.forVisitor(null)).versions,
    }),
  );
  const hintsFor = preloadHints({
    webRoot: options.webRoot,
    folders: REMOTE_FOLDERS,
    cache: options.cacheTemplate,
  });

  /** The server-rendered page, or null for client-only routes; a failed render falls back to the browser. */
  async function rendered(
    request: FastifyRequest,
    pathname: string,
    search: string,
    lang: Language,
    versions: Readonly<Record<string, string>>,
    alike: boolean,
  ): Promise<RenderedPage | null> {
    try {
      const { cookie } = request.headers;
      return await renderPage({
        pathname,
        search,
        lang,
        versions,
        alike,
        origin: options.siteUrl,
        ...(cookie ? { cookie } : {}),
      });
    } catch (error) {
      request.log.error({ err: error, pathname }, 'server rendering failed; the browser renders the page');
      return null;
    }
  }

  async function documentStatus(pathname: string, request: FastifyRequest): Promise<number> {
    const match = matchRoute(pathname);
    if (!match) return 404;
    if (match.route.catchAll) return (await app.contentPageRepository.exists(pathname)) ? 200 : 404;
    // A flagged module (the staff pages) does not exist for a visitor whose flag is off.
    if (match.route.flag && !(await flaggedPageVisible(app, match.route.flag, request.headers.cookie)))
      return 404;
    return 200;
  }

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = `/${request.params['*']}`;
    // API and remotes' paths reaching here are unknown; `//host` must never become a redirect.
    if (/^\/(api|mf|media)(\/|$)|^\/[/\\]/.test(pathname)) return reply.callNotFound();
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (last.includes('.')) {
      request.pageKind = 'static';
      // index.html is the documents' template, not a page of its own.
      return last === 'index.html' ? reply.callNotFound() : reply.sendFile(pathname.slice(1));
    }
    if (!acceptsHtml(request)) return reply.callNotFound();
    request.pageKind = pageKindOf(pathname);

    const redirect = trailingSlashRedirect(request.url);
    if (redirect) return reply.redirect(redirect, 301);

    const template = await readTemplate();
    reply.header('cache-control', NO_CACHE);
    // The language comes from the cookie, ?lang= or Accept-Language: shared caches must keep them apart.
    reply.header('vary', 'Accept-Language, Cookie');
    if (template === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const search = request.url.slice(
      request.url.indexOf('?') === -1 ? request.url.length : request.url.indexOf('?'),
    );
    const lang = documentLanguage(pathname, new URLSearchParams(search), request.headers);
    // The first language is remembered (as the app does when it starts): a content page may run
    // no script at all.
    if (!languageFromCookie(request.headers.cookie)) reply.header('set-cookie', languageCookie(lang));
    const mine = await visitorRemotes(request, reply);
    const route = matchRoute(pathname)?.route;
    const routeVersion = route && mine.versions[route.remote];
    if (route && routeVersion) app.remoteRegistry.countView(route.remote, routeVersion);
    // Everything a cached document depends on besides the data (see page-cache.ts), the likeness
    // index's last word on it included: a page cached before it was found alike is not sent again.
    const alike = app.likeness.below(lang, pathname) && listedAddress(search);
    const key = `${lang} ${pathname}${search} ${mine.tag}${alike ? ' alike' : ''}`;
    // A visitor with FAQ votes of their own sees them: pages with votes are rendered for them alone.
    const voter = visitorOf(request) !== null;
    const cached = options.cacheTemplate ? app.pageCache.get(key) : undefined;
    if (cached && !(voter && cached.votes)) return sendCached(request, reply, key, cached, 'hit');

    const page = await rendered(request, pathname, search, lang, mine.versions, alike);
    const status = page?.status ?? (await documentStatus(pathname, request));
    const config = {
      api: API_BASES,
      realtime: { url: '', path: REALTIME_PATH },
      status,
      lang,
      remotes: mine.remotes,
      remoteVersions: mine.versions,
      remotesTag: mine.tag,
    };
    // A content page gets the islands script alone (without its template, as before: the app).
    const islandsTemplate = page?.islands ? await readIslandsTemplate() : null;
    const html = islandsTemplate
      ? renderDocument(islandsTemplate, config, page, await hintsFor(pathname, mine.remotes, lang, 'islands'))
      : renderDocument(template, config, page, await hintsFor(pathname, mine.remotes, lang));
    const timing = page && serverTiming(page);
    if (page)
      app.metrics.ssrSeconds.observe(
        { cache: options.cacheTemplate ? 'miss' : 'off' },
        (page.ms.data + page.ms.render) / 1000,
      );
    if (page && options.cacheTemplate && !(voter && page.personal)) {
      const entry = {
        status,
        body: Buffer.from(html),
        votes: page.personal,
        timing: timing ?? '',
        ...(page.robots && { robots: page.robots }),
      };
      app.pageCache.set(key, entry);
      return sendCached(request, reply, key, entry, 'miss');
    }
    if (timing) reply.header('server-timing', timing);
    if (page?.robots) reply.header('x-robots-tag', page.robots);
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  });

  /** A cached document, compressed once for all the visitors who accept the encoding. */
  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    page: CachedPage,
    cache: 'hit' | 'miss',
  ) {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
      .header('server-timing', [page.timing, `cache;desc=${cache}`].filter(Boolean).join(', '));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (page.robots) reply.header('x-robots-tag', page.robots);
    return reply.send(app.pageCache.encoded(key, page, encoding));
  }
};

function serverTiming({ ms: { data, render } }: RenderedPage): string {
  return `ssr;dur=${(data + render).toFixed(1)}, data;dur=${data.toFixed(1)}, render;dur=${render.toFixed(1)}`;
}

export default fp(web, {
  name: 'web',
  dependencies: [
    'content-page-repository',
    'content',
    'page-cache',
    'metrics',
    'remote-registry',
    'sitemap',
    'likeness',
  ],
});

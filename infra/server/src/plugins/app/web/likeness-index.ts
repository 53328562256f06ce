/**
 * `app.likeness`: which sitemap pages share over half of their own 5-word runs with another
 * sitemap page (likeness.ts), judged per content generation in the background. Such a page is
 * below the index bar (index-bar.ts): it answers `noindex, follow` and leaves the sitemap.
 *
 * The judgement needs every page at once, so it is never made on a request's path: when the
 * content, the rate cards (the page cache's generation) or the active remote versions change, a
 * build starts LIKENESS_INDEX_DELAY_S later (a change meanwhile starts the wait again), reads every
 * address the sitemap may list in each language through the server's own renderer, one page at a
 * time with the event loop let go between pages, keeps each page's runs as 32-bit hashes, then
 * compares them in steps. A change during a build abandons it. The last finished judgement holds
 * until the next one finishes: a page found alike stays out until a build finds it distinct.
 * Every server process makes its own (the same data gives the same answer).
 */
import fp from 'fastify-plugin';
import { LANGUAGES, type Language } from '@dostavka/shared-kernel/i18n';
import { INDEX_BAR } from './index-bar';
import { likenessSteps, pageShingles, type Likeness } from './likeness';
import { SITEMAP_KINDS, sitemapCandidates } from './sitemap';
import type { RenderedPage } from './ssr/render-page';

/** A sitemap address in one language, rendered as it is served (null: not a page there). */
export type PageReader = (pathname: string, lang: Language) => Promise<RenderedPage | null>;

/** One language's pages compared. */
export interface Judgement {
  /** The addresses compared, each with its shingles (`likeness.pairs` and `below` index these). */
  urls: string[];
  sets: Uint32Array[];
  likeness: Likeness;
}

export interface JudgeOptions {
  /** Every page read (compared or not: a page below the bar already is left out). */
  observe?: (url: string, page: RenderedPage | null) => void;
  /** Checked between pages and steps: true abandons the judgement (null). */
  cancelled?: () => boolean;
  /**
   * The most of one core the rendering may take (0-1]: after a page that took t, a pause of
   * t * (1 / share - 1). 1 (the tests) only lets go of the event loop between pages.
   */
  share?: number;
}

export interface LikenessIndex {
  /** The page at `pathname` in `lang` shares over half of its runs with another (last judgement). */
  below(lang: Language, pathname: string): boolean;
  /** The addresses below in either language: out of the sitemap. */
  urls(): ReadonlySet<string>;
  /** Grows with each finished judgement (the sitemap is built again). */
  readonly version: number;
  /** The server's renderer, which the web plugin hands over once it has one. */
  attach(read: PageReader): void;
  /** Reads and compares `urls` in `lang` now, yielding between pages (the crawl tests; each build). */
  judge(lang: Language, urls: readonly string[], options?: JudgeOptions): Promise<Judgement | null>;
  /** Resolves once the judgement of the current content is made (on: the tests wait for it). */
  settled(): Promise<void>;
}

export interface LikenessIndexOptions {
  /** Off: no build runs (`judge` still does, when asked). */
  on: boolean;
  /** A build starts this long after the start and after the last change. */
  delayMs: number;
  /** How often the content's generation is looked at. */
  checkEveryMs?: number;
  /** The addresses the sitemap may list (before the bar). */
  urls: () => Promise<string[]>;
  /** What the judgement depends on: a new value means new content. */
  contentKey: () => Promise<string>;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A background build renders at most half of a core: every page of the sitemap in two languages is
 * about three minutes of rendering, which at full speed would take one of the two cores of a small
 * machine from the visitors for that long after every content change.
 */
const BUILD_SHARE = 0.5;

/** The pause after a page that took `renderingMs`, for the rendering to take `share` of a core. */
export const pauseAfter = (renderingMs: number, share: number) => renderingMs * (1 / share - 1);

export function likenessIndex(options: LikenessIndexOptions) {
  let read: PageReader | null = null;
  let closed = false;
  /** The last finished judgement. */
  let judged: { key: string; below: Map<Language, ReadonlySet<string>>; urls: ReadonlySet<string> } | null =
    null;
  let version = 0;
  /** The content a build waits for or runs for, and how to stop it. */
  let pending: {
    key: string;
    timer: NodeJS.Timeout | null;
    stop: boolean;
    done: Promise<void>;
    finish: () => void;
  } | null = null;

  async function judge(
    lang: Language,
    urls: readonly string[],
    { observe, cancelled = () => false, share = 1 }: JudgeOptions = {},
  ): Promise<Judgement | null> {
    const reader = read;
    if (!reader) throw new Error('the likeness index has no renderer (the web plugin attaches it)');
    const listed: string[] = [];
    const sets: Uint32Array[] = [];
    let rendering = 0;
    for (const url of urls) {
      await (share < 1 ? pause(pauseAfter(rendering, share)) : nextTurn());
      if (cancelled()) return null;
      const started = performance.now();
      // A page that cannot be rendered is served by the browser (web/index.ts): not compared.
      const page = await reader(url, lang).catch((error: unknown) => {
        options.log.error({ err: error, url, lang }, 'the likeness index could not render a page');
        return null;
      });
      rendering = performance.now() - started;
      observe?.(url, page);
      // A page below the bar already (too few words, no prices) is out of the sitemap: no one's peer.
      if (!page || page.status !== 200 || page.robots) continue;
      listed.push(url);
      sets.push(pageShingles(page.app));
    }
    const steps = likenessSteps(sets, INDEX_BAR.maxShared);
    for (;;) {
      const next = steps.next();
      if (next.done) return { urls: listed, sets, likeness: next.value };
      await nextTurn();
      if (cancelled()) return null;
    }
  }

  async function build(key: string, stop: () => boolean) {
    const started = performance.now();
    const urls = await options.urls();
    const below = new Map<Language, ReadonlySet<string>>();
    let bytes = 0;
    for (const lang of LANGUAGES) {
      const found = await judge(lang, urls, { cancelled: () => closed || stop(), share: BUILD_SHARE });
      if (!found) return;
      below.set(lang, new Set(found.likeness.below.map((page) => found.urls[page]!)));
      bytes = Math.max(bytes, found.likeness.bytes);
    }
    judged = { key, below, urls: new Set([...below.values()].flatMap((set) => [...set])) };
    version += 1;
    options.log.info(
      {
        pages: urls.length,
        below: Object.fromEntries([...below].map(([lang, set]) => [lang, set.size])),
        seconds: Math.round((performance.now() - started) / 1000),
        megabytes: Math.round(bytes / 2 ** 20),
      },
      'likeness index built',
    );
  }

  /** Stops a build, waiting or under way (it ends at its next page or step). */
  function cancel(run: NonNullable<typeof pending>) {
    run.stop = true;
    if (run.timer) {
      clearTimeout(run.timer);
      run.timer = null;
      run.finish();
    }
  }

  /** A build for `key` after the delay, instead of whatever was waiting or running. */
  function schedule(key: string) {
    if (pending) cancel(pending);
    pending = null;
    if (judged?.key === key) return;
    let finish!: () => void;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const run = { key, timer: null as NodeJS.Timeout | null, stop: false, done, finish };
    run.timer = setTimeout(() => {
      run.timer = null;
      build(key, () => run.stop)
        .catch((error: unknown) =>
          options.log.error({ err: error }, 'the likeness index could not be built; tried again later'),
        )
        .finally(() => {
          if (pending === run) pending = null;
          finish();
        });
    }, options.delayMs);
    pending = run;
  }

  /** A new content key schedules a build; the same one leaves things as they are. */
  async function check() {
    if (closed || !options.on || !read) return;
    const key = await options.contentKey();
    if (closed || key === (pending?.key ?? judged?.key)) return;
    schedule(key);
  }

  let poll: NodeJS.Timeout | null = null;
  const index: LikenessIndex & { start(): void; close(): Promise<void> } = {
    below: (lang, pathname) => judged?.below.get(lang)?.has(pathname) ?? false,
    urls: () => judged?.urls ?? new Set(),
    get version() {
      return version;
    },
    attach(reader) {
      read = reader;
    },
    judge,
    async settled() {
      for (;;) {
        await check();
        const key = await options.contentKey();
        if (!options.on || closed || !read || (!pending && judged?.key === key)) return;
        if (pending && pending.key === key) await pending.done;
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    start() {
      if (!options.on || poll) return;
      const tick = () => {
        check().catch((error: unknown) =>
          options.log.error({ err: error }, 'the likeness index could not look at the content'),
        );
      };
      tick();
      poll = setInterval(tick, options.checkEveryMs ?? 1000).unref();
    },
    async close() {
      closed = true;
      if (poll) clearInterval(poll);
      if (!pending) return;
      cancel(pending);
      await pending.done;
    },
  };
  return index;
}

declare module 'fastify' {
  interface FastifyInstance {
    likeness: LikenessIndex;
  }
}

export interface LikenessPluginOptions {
  on: boolean;
  delayMs: number;
  /** Narrows the addresses read (tests judge a few, not the whole sitemap). */
  narrow?: (urls: string[]) => string[];
}

/** `app.likeness`; the web plugin attaches its renderer, and builds start once the server is ready. */
export default fp<LikenessPluginOptions>(
  async (app, { on, delayMs, narrow = (urls) => urls }) => {
    const index = likenessIndex({
      on,
      delayMs,
      async urls() {
        const sections = await sitemapCandidates(app);
        return narrow(SITEMAP_KINDS.flatMap((kind) => sections[kind].map((entry) => entry.url)));
      },
      // The active remote versions too: a new release of the content remote may say other things.
      contentKey: async () =>
        `${app.pageCache.generation} ${(await app.remoteRegistry.forVisitor(null)).tag}`,
      log: app.log,
    });
    app.decorate('likeness', index);
    app.addHook('onReady', async () => index.start());
    app.addHook('preClose', () => index.close());
  },
  {
    name: 'likeness',
    dependencies: ['page-cache', 'remote-registry', 'content', 'content-page-repository', 'city-repository'],
  },
);

/**
 * The server's side of the kernel's SamePart: the header, the footer and the content pages'
 * calculator entry are rendered on the first page of their kind and then copied into the next
 * pages' markup, with the page's own fills (issue 13: an uncached page renders them again for
 * nothing). Their styles are kept with them, in the order the part inserted them,
 * and go into the page's emotion cache at the place the part renders, so the head's styles are
 * the same as if the part had been rendered there (a Global's among them: ssr/emotion.ts).
 */
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { SameParts } from '@dostavka/shared-kernel/ui-core';
import { addRule, serverStyleCache, type StyleRule } from './emotion';

interface Part {
  /** The markup cut where the fills stand: one piece more than the fills. */
  pieces: readonly string[];
  /** The fill (its index among the part's fills) after each piece but the last. */
  order: readonly number[];
  /** Emotion's rules, every one the part used, in the order it inserted them. */
  rules: readonly StyleRule[];
}

/** By the part's key; a handful (languages x layouts). */
const known = new Map<string, Part>();

/** Marks where a part goes; nothing in React's own markup is a `<template>` with this attribute. */
const ATTRIBUTE = 'data-same-part';
const START = (index: number) => `<template ${ATTRIBUTE}="${index}"></template>`;
const END = (index: number) => `<template ${ATTRIBUTE}-end="${index}"></template>`;

/** A string as React writes it into text and attributes. */
const escape = (text: string) =>
  text.replace(
    /["&'<>]/g,
    (c) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c]!,
  );

/**
 * The markup cut at its fills; null when a fill is empty or does not stand exactly once (a city
 * named like a label, or inside its region's name): that page's markup is used, and not kept.
 */
function cutAtFills(html: string, fills: readonly string[]): Pick<Part, 'pieces' | 'order'> | null {
  const places: Array<{ fill: number; at: number; length: number }> = [];
  for (const [fill, text] of fills.map(escape).entries()) {
    const at = html.indexOf(text);
    if (text === '' || at === -1 || html.indexOf(text, at + 1) !== -1) return null;
    places.push({ fill, at, length: text.length });
  }
  places.sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const { at, length } of places) {
    if (at < from) return null;
    pieces.push(html.slice(from, at));
    from = at + length;
  }
  pieces.push(html.slice(from));
  return { pieces, order: places.map((place) => place.fill) };
}

const filled = ({ pieces, order }: Part, fills: readonly string[]) =>
  pieces.reduce((html, piece, index) => html + escape(fills[order[index - 1]!]!) + piece);

/**
 * A part's styles go into its own cache while it renders, so every rule it uses is seen (the
 * page's cache would not insert again what the page has already), and into the page's at once.
 */
const recordingCache = (page: EmotionCache, rules: StyleRule[]): EmotionCache =>
  serverStyleCache((rule) => {
    rules.push(rule);
    addRule(page, rule);
  });

/**
 * The parts of one page's render: `parts` for the provider, `fill(html)` once it is rendered,
 * which puts the known parts' markup in and keeps the markup of the parts rendered this time.
 */
export function serverParts(page: EmotionCache): { parts: SameParts; fill(html: string): string } {
  const used: Array<{ key: string; fills: readonly string[] } & ({ part: Part } | { fresh: StyleRule[] })> =
    [];
  const parts: SameParts = {
    render(key, children, fills) {
      const index = used.length;
      const part = known.get(key);
      if (part) {
        used.push({ key, fills, part });
        for (const rule of part.rules) addRule(page, rule);
        return <template {...{ [ATTRIBUTE]: index }} />;
      }
      const fresh: StyleRule[] = [];
      used.push({ key, fills, fresh });
      return (
        <CacheProvider value={recordingCache(page, fresh)}>
          <template {...{ [ATTRIBUTE]: index }} />
          {children}
          <template {...{ [`${ATTRIBUTE}-end`]: index }} />
        </CacheProvider>
      );
    },
  };
  const fill = (html: string): string => {
    let out = html;
    used.forEach((use, index) => {
      const start = out.indexOf(START(index));
      if (start === -1) throw new Error(`the part ${use.key} was not rendered`);
      if ('part' in use) {
        out = out.slice(0, start) + filled(use.part, use.fills) + out.slice(start + START(index).length);
        return;
      }
      const end = out.indexOf(END(index), start);
      if (end === -1) throw new Error(`the part ${use.key} has no end`);
      const markup = out.slice(start + START(index).length, end);
      const cut = cutAtFills(markup, use.fills);
      if (cut) known.set(use.key, { ...cut, rules: use.fresh });
      out = out.slice(0, start) + markup + out.slice(end + END(index).length);
    });
    return out;
  };
  return { parts, fill };
}

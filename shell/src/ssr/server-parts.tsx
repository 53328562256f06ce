/**
 * The server's side of same-part.tsx: the header and the footer are rendered on the first page
 * of their kind and then copied into the next pages' markup (issue 13: an uncached page renders
 * them again for nothing). Their styles are kept with them, in the order the part inserted them,
 * and go into the page's emotion cache at the place the part renders, so the head's one `<style>`
 * element is the same as if the part had been rendered there.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { SameParts } from './same-part';

interface Part {
  html: string;
  /** Emotion's rules by id, every one the part used, in the order it inserted them. */
  rules: ReadonlyArray<readonly [string, string]>;
}

/** By the part's key; a handful (languages x layouts). */
const known = new Map<string, Part>();

/** Marks where a part goes; nothing in React's own markup is a `<template>` with this attribute. */
const ATTRIBUTE = 'data-same-part';
const START = (index: number) => `<template ${ATTRIBUTE}="${index}"></template>`;
const END = (index: number) => `<template ${ATTRIBUTE}-end="${index}"></template>`;

/**
 * A part's styles go into its own cache while it renders, so every rule it uses is seen (the
 * page's cache would not insert again what the page has already), and into the page's at once.
 */
function recordingCache(page: EmotionCache, rules: Array<[string, string]>): EmotionCache {
  const own = createCache({ key: page.key });
  own.compat = true;
  const insert = own.insert.bind(own);
  own.insert = (selector, serialized, sheet, shouldCache) => {
    const result = insert(selector, serialized, sheet, shouldCache);
    const css = own.inserted[serialized.name];
    if (typeof css === 'string') {
      rules.push([serialized.name, css]);
      page.inserted[serialized.name] ??= css;
    }
    return result;
  };
  return own;
}

/**
 * The parts of one page's render: `parts` for the provider, `fill(html)` once it is rendered,
 * which puts the known parts' markup in and keeps the markup of the parts rendered this time.
 */
export function serverParts(page: EmotionCache): { parts: SameParts; fill(html: string): string } {
  const used: Array<{ key: string; part: Part } | { key: string; fresh: Array<[string, string]> }> = [];
  const parts: SameParts = {
    render(key, children) {
      const index = used.length;
      const part = known.get(key);
      if (part) {
        used.push({ key, part });
        for (const [id, css] of part.rules) page.inserted[id] ??= css;
        return <template {...{ [ATTRIBUTE]: index }} />;
      }
      const fresh: Array<[string, string]> = [];
      used.push({ key, fresh });
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
        out = out.slice(0, start) + use.part.html + out.slice(start + START(index).length);
        return;
      }
      const end = out.indexOf(END(index), start);
      if (end === -1) throw new Error(`the part ${use.key} has no end`);
      const markup = out.slice(start + START(index).length, end);
      known.set(use.key, { html: markup, rules: use.fresh });
      out = out.slice(0, start) + markup + out.slice(end + END(index).length);
    });
    return out;
  };
  return { parts, fill };
}

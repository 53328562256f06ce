/** @jest-environment node */
import { CacheProvider, keyframes } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import InputBase from '@mui/material/InputBase';
import { styled } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { SamePart, SamePartsProvider } from '@dostavka/shared-kernel/ui-core';
import { criticalStyles, pageStyleCache } from './emotion';
import { serverParts } from './server-parts';

const pulse = keyframes({ from: { opacity: 0.4 }, to: { opacity: 1 } });
const Skeleton = styled('div')({ height: 24, animation: `${pulse} 1s infinite` });

/** The app's globals (CssBaseline), an element whose style has keyframes, and two inputs (MUI's autofill keyframes are a Global of each). */
function Page({ part }: { part: boolean }): ReactElement {
  const field = (
    <>
      <InputBase name="from" />
      <InputBase name="weight" />
    </>
  );
  return (
    <>
      <CssBaseline />
      <Skeleton />
      {part ? (
        <SamePart name="entry" deps={['ru']}>
          {field}
        </SamePart>
      ) : (
        field
      )}
    </>
  );
}

function render(part: boolean): string {
  const cache = pageStyleCache();
  if (!part) {
    renderToString(<CacheProvider value={cache}>{<Page part={false} />}</CacheProvider>);
    return criticalStyles(cache);
  }
  const { parts, fill } = serverParts(cache);
  fill(
    renderToString(
      <CacheProvider value={cache}>
        <SamePartsProvider value={parts}>
          <Page part={true} />
        </SamePartsProvider>
      </CacheProvider>,
    ),
  );
  return criticalStyles(cache);
}

const elements = (styles: string) =>
  [...styles.matchAll(/<style data-emotion="([^"]+)">(.*?)<\/style>/g)].map(([, attribute, css]) => ({
    attribute: attribute!,
    css: css!,
  }));

describe("the head's styles, in the form the browser's emotion takes over", () => {
  test("each Global's rules are an element named as the browser's Global looks for it, before the elements' rules", () => {
    const found = elements(render(false));
    const globals = found.filter(({ attribute }) => attribute.startsWith('css-global '));
    // CssBaseline's (the page's globals) and each input's autofill keyframes: each Global in the
    // browser takes over one element (and renames it).
    expect(globals).toHaveLength(3);
    expect(globals[1]).toEqual(globals[2]);
    for (const { attribute } of globals) expect(attribute).toMatch(/^css-global [\w-]+( [\w-]+)*$/);
    expect(globals.some(({ css }) => /box-sizing:border-box/.test(css))).toBe(true);
    expect(globals.some(({ css }) => /@keyframes mui-auto-fill/.test(css))).toBe(true);
    // The elements' rules, the keyframes of their styles among them, in one element at the end.
    const last = found.at(-1)!;
    expect(found.indexOf(last)).toBe(globals.length);
    expect(last.attribute).toMatch(/^css /);
    expect(last.attribute.split(' ')).toContain(pulse.name);
    expect(last.css).toContain(`@keyframes ${pulse.name}`);
    expect(globals.some(({ css }) => css.includes(pulse.name))).toBe(false);
  });

  test('a Global inside a part the server copies from an earlier page is the same Global element', () => {
    const once = render(true);
    const copied = render(true);
    expect(copied).toBe(once);
    expect(elements(copied).filter(({ attribute }) => attribute.startsWith('css-global '))).toHaveLength(3);
  });

  test('nothing in a rule closes its element', () => {
    const Hostile = styled('div')({ '&::after': { content: '"</style><script>"' } });
    const cache = pageStyleCache();
    renderToString(
      <CacheProvider value={cache}>
        <CssBaseline />
        <Hostile />
      </CacheProvider>,
    );
    expect(criticalStyles(cache)).not.toMatch(/<\/style><script>/);
  });
});

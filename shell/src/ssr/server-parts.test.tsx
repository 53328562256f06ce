/** @jest-environment node */
import { CacheProvider } from '@emotion/react';
import { styled } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { criticalStyles, pageStyleCache } from './emotion';
import { SamePart, SamePartsProvider } from './same-part';
import { serverParts } from './server-parts';

const Bar = styled('header')({ display: 'flex', gap: 8 });
const Note = styled('p')({ color: 'grey' });
const Main = styled('main')({ minHeight: '100vh' });

/** A page: the same footer (which uses the note's rule the page may have used already) after the page's own text. */
function Page({ text, note }: { text: string; note: boolean }): ReactElement {
  return (
    <div>
      <SamePart name="header" deps={['ru']}>
        <Bar>
          <a href="/">Доставка</a>
        </Bar>
      </SamePart>
      <Main>
        {text}
        {note && <Note>{text}</Note>}
      </Main>
      <SamePart name="footer" deps={['ru']}>
        <footer>
          <Note>©</Note>
        </footer>
      </SamePart>
    </div>
  );
}

function renderPage(element: ReactElement, withParts: boolean) {
  const cache = pageStyleCache();
  if (!withParts) {
    const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
    return { html, styles: criticalStyles(cache) };
  }
  const { parts, fill } = serverParts(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <SamePartsProvider value={parts}>{element}</SamePartsProvider>
    </CacheProvider>,
  );
  return { html: fill(html), styles: criticalStyles(cache) };
}

describe('parts the same on every page (header, footer)', () => {
  test.each([
    ['a page after one that rendered the parts', { text: 'Казань', note: false }],
    ['a page that used a rule of the footer before it', { text: 'Москва', note: true }],
  ])('%s gets the markup and the styles of rendering them there', (_name, props) => {
    renderPage(<Page text="first" note={true} />, true);
    const copied = renderPage(<Page {...props} />, true);
    const rendered = renderPage(<Page {...props} />, false);
    expect(copied.html).toBe(rendered.html);
    expect(copied.styles).toBe(rendered.styles);
    expect(copied.html).toContain('<footer>');
    expect(copied.html).not.toContain('template');
  });
});

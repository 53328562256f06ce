/** @jest-environment node */
import { CacheProvider } from '@emotion/react';
import { styled } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import { useId, type ReactElement } from 'react';
import { criticalStyles, pageStyleCache } from './emotion';
import { SamePart, SamePartsProvider } from '@dostavka/shared-kernel/ui-core';
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

/** A part with the page's city in it, and an id from useId, as the calculator entry has. */
let fieldRenders = 0;
function Field(): ReactElement {
  fieldRenders += 1;
  const id = useId();
  return <label htmlFor={id}>Откуда</label>;
}

function CityPage({ city, region }: { city: string; region: string }): ReactElement {
  return (
    <main>
      <h1>{city}</h1>
      <SamePart name="entry" deps={['ru']} fills={[city, region]}>
        <form>
          <Field />
          <input value={city} readOnly />
          <Note>{region}</Note>
        </form>
      </SamePart>
    </main>
  );
}

describe('parts the same but for their fills (the calculator entry)', () => {
  test.each([
    ['another city', { city: 'Казань', region: 'Республика Татарстан' }],
    ['a city with characters React escapes', { city: 'Orel "&" <Oryol>', region: "Oryol's" }],
  ])('%s gets the markup of rendering it there, ids included', (_name, props) => {
    renderPage(<CityPage city="Тверь" region="Тверская область" />, true);
    fieldRenders = 0;
    const copied = renderPage(<CityPage {...props} />, true);
    expect(fieldRenders).toBe(0);
    const rendered = renderPage(<CityPage {...props} />, false);
    expect(copied.html).toBe(rendered.html);
    expect(copied.styles).toBe(rendered.styles);
    expect(copied.html).toContain(`for="${/for="([^"]+)"/.exec(rendered.html)![1]}"`);
  });

  test('a fill that stands twice in the markup keeps the part from being copied', () => {
    // The city's name is inside its region's: where the next page's region would go is unknown.
    renderPage(<CityPage city="Калуга" region="Калуга" />, true);
    const next = { city: 'Ростов', region: 'Ростовская область' };
    renderPage(<CityPage {...next} />, true);
    const after = { city: 'Псков', region: 'Псковская область' };
    expect(renderPage(<CityPage {...after} />, true).html).toBe(
      renderPage(<CityPage {...after} />, false).html,
    );
  });
});

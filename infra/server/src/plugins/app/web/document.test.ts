import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderDocument, templateReader, type DocumentConfig } from './document';

const config: DocumentConfig = {
  api: { user: '/api/user', content: '/api/content', calculator: '/api/calculator', admin: '/api/admin' },
  realtime: { url: '', path: '/socket.io' },
  status: 200,
};

describe('renderDocument', () => {
  test('puts the configuration where the placeholder is', () => {
    const html = renderDocument('<body><!--dostavka-config--><div id="root"></div></body>', config);
    expect(html).toBe(
      `<body><script id="dostavka-config" type="application/json">${JSON.stringify(config)}</script><div id="root"></div></body>`,
    );
  });

  test('no value can close the script element', () => {
    const hostile = { ...config, realtime: { url: '</script><script>alert(1)</script>', path: '$&' } };
    const html = renderDocument('<!--dostavka-config-->', hostile);
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>\\u003cscript>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('templateReader', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dostavka-template-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  test('null while the file does not exist, then its text', async () => {
    const file = path.join(dir, 'index.html');
    const read = templateReader(file, true);
    expect(await read()).toBeNull();
    await writeFile(file, 'v1');
    expect(await read()).toBe('v1');
  });

  test('cached after the first read unless told otherwise', async () => {
    const file = path.join(dir, 'index.html');
    await writeFile(file, 'v1');
    const cached = templateReader(file, true);
    const fresh = templateReader(file, false);
    expect([await cached(), await fresh()]).toEqual(['v1', 'v1']);
    await writeFile(file, 'v2');
    expect([await cached(), await fresh()]).toEqual(['v1', 'v2']);
  });
});

describe('renderDocument with a server-rendered page', () => {
  const template = `<html lang="ru"><head><title>Доставка</title>
    <meta
      name="description"
      content="Общее описание"
    />
    <!--dostavka-head--></head><body><!--dostavka-config--><div id="root"><!--dostavka-app--></div></body></html>`;
  const rendered = {
    head: '<title>Переезд | Доставка</title>',
    app: '<main><h1>Переезд</h1></main>',
    preloaded: { page: 'page', path: '/pereezd/', data: { h1: '</script><script>alert(1)</script>' } },
  };

  test('the page’s head replaces the template’s title and description; the markup fills #root', () => {
    const html = renderDocument(template, { ...config, lang: 'en' }, rendered);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Переезд | Доставка</title>');
    expect(html).not.toContain('Общее описание');
    expect(html).toContain('<div id="root"><main><h1>Переезд</h1></main></div>');
    expect(html).toContain('<html lang="en"');
  });

  test('the page data sits next to the configuration, unable to close its script element', () => {
    const html = renderDocument(template, config, rendered);
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script id="dostavka-page" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual(rendered.preloaded);
  });

  test('a document left to the browser keeps the template’s head and an empty #root', () => {
    const html = renderDocument(template, config);
    expect(html).toContain('<title>Доставка</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  test('in English a document left to the browser has the site’s English title and description', () => {
    const html = renderDocument(template, { ...config, lang: 'en' });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Dostavka — freight transport across Russia</title>');
    expect(html).toMatch(
      /<meta\s+name="description"\s+content="Consolidated cargo and dedicated trucks across Russia/,
    );
    expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(/[\u0400-\u04FF]/);
  });
});

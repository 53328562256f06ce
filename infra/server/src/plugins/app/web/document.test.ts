import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderDocument, templateReader, type DocumentConfig } from './document';

const config: DocumentConfig = {
  api: { user: '/api/user', content: '/api/content', calculator: '/api/calculator' },
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

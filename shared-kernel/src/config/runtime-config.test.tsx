import {
  DEFAULT_RUNTIME_CONFIG,
  readRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  runtimeConfigScript,
  type RuntimeConfig,
} from './runtime-config';

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('test');
  doc.body.innerHTML = html;
  return doc;
}

const script = (json: string) =>
  `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;

describe('readRuntimeConfig', () => {
  it('gives the defaults when the element is missing', () => {
    expect(readRuntimeConfig(page('<p>no config</p>'))).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('gives the defaults when the JSON is broken', () => {
    expect(readRuntimeConfig(page(script('{"api": ')))).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('merges what the server injected over the defaults', () => {
    const config = readRuntimeConfig(
      page(
        script(
          '{"api":{"content":"https://content.example/api"},"realtime":{"url":"https://rt.example"},"status":404,"lang":"en"}',
        ),
      ),
    );
    expect(config).toEqual({
      api: {
        user: '/api/user',
        content: 'https://content.example/api',
        calculator: '/api/calculator',
        admin: '/api/admin',
      },
      realtime: { url: 'https://rt.example', path: '/socket.io' },
      status: 404,
      lang: 'en',
    });
  });

  it('ignores fields of the wrong type and unknown languages', () => {
    const config = readRuntimeConfig(page(script('{"api":{"user":42},"status":"404","lang":"de"}')));
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('carries the remote registry when every entry is a URL, and drops a broken one', () => {
    const registry = { mf_content: '/mf/content/mf-manifest.json' };
    expect(readRuntimeConfig(page(script(JSON.stringify({ remotes: registry })))).remotes).toEqual(registry);
    expect(readRuntimeConfig(page(script('{"remotes":{"mf_content":7}}'))).remotes).toBeUndefined();
  });

  it('reads the current document by default', () => {
    document.body.innerHTML = script('{"realtime":{"path":"/rt"}}');
    expect(readRuntimeConfig().realtime).toEqual({ url: '', path: '/rt' });
  });
});

describe('runtimeConfigScript', () => {
  it('round-trips through the document and cannot close the script early', () => {
    const config: RuntimeConfig = {
      ...DEFAULT_RUNTIME_CONFIG,
      api: { ...DEFAULT_RUNTIME_CONFIG.api, user: '</script><b>x' },
    };
    const html = runtimeConfigScript(config);
    expect(html).not.toContain('</script><b>');
    expect(readRuntimeConfig(page(html))).toEqual(config);
  });
});

import path from 'node:path';
import { ConfigError, DEFAULT_REMOTES, loadConfig } from './config';

const repositoryRoot = path.resolve(__dirname, '../../..');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  test('nothing set gives a working configuration', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      siteUrl: 'http://localhost:8080',
      rootDir: repositoryRoot,
      dataDir: path.join(repositoryRoot, '.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      citiesCsv: path.resolve(repositoryRoot, 'infra/server/data/ru-cities/city.csv'),
      remotes: DEFAULT_REMOTES,
      osrmTimeoutMs: 1500,
      osrmUrl: undefined,
      roadCircuity: 1.25,
      tariffProviderTimeoutMs: 3000,
      // Every carrier off: no credentials.
      carriers: {
        timeoutMs: 2500,
        cacheS: 300,
        cdek: { clientId: undefined, clientSecret: undefined, apiUrl: 'https://api.cdek.ru' },
        dellin: { appKey: undefined, apiUrl: 'https://api.dellin.ru' },
        pec: { user: undefined, apiKey: undefined, apiUrl: 'https://kabinet.pecom.ru/api/v1' },
      },
      smtpUrl: undefined,
      mailFrom: 'Dostavka <noreply@dostavka.local>',
      companyInbox: 'inbox@dostavka.local',
      adminEmails: [],
      outboxHttp: true,
      metricsHost: '127.0.0.1',
      metricsPort: 9464,
      trustProxy: false,
      redisKeyPrefix: 'dostavka:',
      signInCodesPerIp: 20,
      captchaMaxNumber: 100_000,
      realtimeLimits: {
        connection: { burst: 20, perSecond: 5 },
        address: { burst: 60, perSecond: 20 },
        inFlight: 200,
      },
      databaseStartTimeoutS: 60,
      databasePool: { max: 10, waitMs: 5000 },
      rateCardReconcileS: 30,
      likenessIndex: { on: true, delayMs: 30_000 },
      logLevel: 'info',
      nodeEnv: 'production',
    });
  });

  test('mail, sign-in and captcha settings are read', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
        MAIL_FROM: 'Доставка <robot@dostavka.ru>',
        COMPANY_INBOX: 'zakaz@dostavka.ru',
        ADMIN_EMAILS: ' Boss@Dostavka.ru, ops@dostavka.ru ,',
        OUTBOX_HTTP: 'true',
        TRUST_PROXY: '1',
        CAPTCHA_MAX_NUMBER: '5000',
        SIGN_IN_CODES_PER_IP: '200',
      }),
    ).toMatchObject({
      smtpUrl: 'smtp://mailer:secret@127.0.0.1:2525',
      mailFrom: 'Доставка <robot@dostavka.ru>',
      companyInbox: 'zakaz@dostavka.ru',
      adminEmails: ['boss@dostavka.ru', 'ops@dostavka.ru'],
      outboxHttp: false,
      trustProxy: 1,
      captchaMaxNumber: 5000,
      signInCodesPerIp: 200,
    });
  });

  test('TRUST_PROXY takes a hop count or networks, never true (the whole chain)', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe every/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toThrow(
      'TRUST_PROXY: not addresses or networks: 10.0.0.0/33, proxy.local',
    );
  });

  test.each([
    ['127.0.0.1', true],
    ['localhost', true],
    ['::1', true],
    ['0.0.0.0', false],
    ['10.0.0.5', false],
  ])(
    'without SMTP the outbox is readable over HTTP by default when listening on %s: %s',
    (host, expected) => {
      expect(loadConfig({ HOST: host, SITE_URL: 'https://dostavka.ru' }).outboxHttp).toBe(expected);
    },
  );

  test('OUTBOX_HTTP overrides the default either way', () => {
    expect(loadConfig({ HOST: '127.0.0.1', OUTBOX_HTTP: 'false' }).outboxHttp).toBe(false);
    expect(
      loadConfig({ HOST: '0.0.0.0', SITE_URL: 'https://dostavka.ru', OUTBOX_HTTP: 'true' }).outboxHttp,
    ).toBe(true);
  });

  test('the likeness index runs in production, 30 s after a change, unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).likenessIndex).toEqual({ on: false, delayMs: 30_000 });
    expect(loadConfig({ NODE_ENV: 'development' }).likenessIndex.on).toBe(false);
    expect(loadConfig({ LIKENESS_INDEX: 'false' }).likenessIndex.on).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', LIKENESS_INDEX: 'true', LIKENESS_INDEX_DELAY_S: '0' }).likenessIndex,
    ).toEqual({ on: true, delayMs: 0 });
    expect(
      problemsOf({ LIKENESS_INDEX: 'maybe', LIKENESS_INDEX_DELAY_S: '-1' }).map((p) => p.split(':')[0]),
    ).toEqual(['LIKENESS_INDEX', 'LIKENESS_INDEX_DELAY_S']);
  });

  test('with SMTP_URL the outbox is never served: mail leaves the machine', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', OUTBOX_HTTP: 'true' }).outboxHttp).toBe(false);
  });

  test('metrics listener and Redis prefix are read and checked', () => {
    expect(
      loadConfig({ METRICS_HOST: '0.0.0.0', METRICS_PORT: '0', REDIS_KEY_PREFIX: 'staging:dostavka:' }),
    ).toMatchObject({ metricsHost: '0.0.0.0', metricsPort: 0, redisKeyPrefix: 'staging:dostavka:' });
    expect(
      problemsOf({ METRICS_PORT: '-5', REDIS_KEY_PREFIX: 'has space' }).map((p) => p.split(':')[0]),
    ).toEqual(['REDIS_KEY_PREFIX', 'METRICS_PORT']);
  });

  test('the PostgreSQL pool size and wait are read and checked', () => {
    expect(loadConfig({ DATABASE_POOL_MAX: '25', DATABASE_POOL_WAIT_MS: '1500' }).databasePool).toEqual({
      max: 25,
      waitMs: 1500,
    });
    expect(
      problemsOf({ DATABASE_POOL_MAX: '0', DATABASE_POOL_WAIT_MS: 'soon' }).map((p) => p.split(':')[0]),
    ).toEqual(expect.arrayContaining(['DATABASE_POOL_MAX', 'DATABASE_POOL_WAIT_MS']));
  });

  test('production on every interface needs SITE_URL: links never come from a Host header', () => {
    expect(problemsOf({ HOST: '0.0.0.0' })).toEqual([
      expect.stringMatching(/^SITE_URL: required in production/),
    ]);
    expect(loadConfig({ HOST: '0.0.0.0', SITE_URL: 'https://dostavka.ru' }).siteUrl).toBe(
      'https://dostavka.ru',
    );
    expect(loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'development', PORT: '9000' }).siteUrl).toBe(
      'http://localhost:9000',
    );
    expect(loadConfig({ HOST: '::1', PORT: '8081' }).siteUrl).toBe('http://localhost:8081');
  });

  test('bad mail settings are named', () => {
    expect(
      problemsOf({ SMTP_URL: 'mail.example:25', ADMIN_EMAILS: 'boss@dostavka.ru,not-an-address' }),
    ).toEqual([expect.stringMatching(/^SMTP_URL: /), 'ADMIN_EMAILS: not e-mail addresses: not-an-address']);
  });

  test('variables are read and converted', () => {
    const config = loadConfig({
      PORT: '8095',
      HOST: '127.0.0.1',
      ROOT_DIR: '/srv/dostavka',
      DATA_DIR: 'var',
      DATABASE_URL: 'postgres://app@db:5432/dostavka',
      REDIS_URL: 'redis://cache:6379',
      CITIES_CSV: '/data/city.csv',
      REMOTES: '{"mf_content":"https://cdn.example/mf-content/1.2.0/mf-manifest.json"}',
      OSRM_URL: 'http://osrm:5000/',
      ROAD_CIRCUITY: '1.3',
      TARIFF_PROVIDER_TIMEOUT_MS: '500',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'development',
    });
    expect(config).toMatchObject({
      port: 8095,
      host: '127.0.0.1',
      rootDir: '/srv/dostavka',
      dataDir: '/srv/dostavka/var',
      databaseUrl: 'postgres://app@db:5432/dostavka',
      redisUrl: 'redis://cache:6379',
      citiesCsv: '/data/city.csv',
      remotes: { mf_content: 'https://cdn.example/mf-content/1.2.0/mf-manifest.json' },
      osrmUrl: 'http://osrm:5000',
      roadCircuity: 1.3,
      tariffProviderTimeoutMs: 500,
      logLevel: 'debug',
      nodeEnv: 'development',
    });
  });

  test('an empty variable counts as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  test('REMOTES naming one remote keeps the defaults of the others', () => {
    const config = loadConfig({
      REMOTES: '{"mf_calculator":"https://cdn.example/calc/1.4.2/mf-manifest.json"}',
    });
    expect(config.remotes).toEqual({
      ...DEFAULT_REMOTES,
      mf_calculator: 'https://cdn.example/calc/1.4.2/mf-manifest.json',
    });
  });

  test('REMOTES naming a remote no route mounts is refused', () => {
    expect(problemsOf({ REMOTES: '{"mf_blog":"/mf/blog/mf-manifest.json"}' })).toEqual([
      expect.stringMatching(/^REMOTES: no route mounts mf_blog \(known: mf_content/),
    ]);
  });

  test('a bad PORT is named in the error', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['PORT: must be integer (got "eighty")']);
    expect(problemsOf({ PORT: '70000' })).toEqual([expect.stringMatching(/^PORT: .*65535/)]);
  });

  test('every problem is listed at once', () => {
    const problems = problemsOf({
      PORT: '-1',
      DATABASE_URL: 'mysql://db',
      REDIS_URL: 'localhost:6379',
      LOG_LEVEL: 'loud',
      REMOTES: '["not", "an object"]',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'REDIS_URL',
      'LOG_LEVEL',
      'REMOTES',
    ]);
  });

  test('the error message lists the problems for the operator', () => {
    expect(() => loadConfig({ PORT: 'x', REMOTES: '{' })).toThrow(
      /Invalid configuration:\n {2}- PORT: must be integer \(got "x"\)\n {2}- REMOTES: must be a JSON object/,
    );
  });
});

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
      host: '0.0.0.0',
      rootDir: repositoryRoot,
      dataDir: path.join(repositoryRoot, '.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      citiesCsv: path.resolve(repositoryRoot, '../shared/data/ru-cities/city.csv'),
      remotes: DEFAULT_REMOTES,
      osrmUrl: undefined,
      roadCircuity: 1.25,
      tariffProviderTimeoutMs: 3000,
      logLevel: 'info',
      nodeEnv: 'production',
    });
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

import { describe, expect, it } from 'vitest';
import { productionEnvironment, reviewerEnvironment } from '../../../tools/release/clean-environment';

const underNpmRun = {
  HOME: '/home/me',
  PATH: [
    '/tmp/release-trial/node_modules/.bin',
    '/tmp/node_modules/.bin',
    '/node_modules/.bin',
    '/usr/lib/node_modules/npm/node_modules/@npmcli/run-script/lib/node-gyp-bin',
    '/opt/node22/node_modules/.bin',
    '/usr/bin',
  ].join(':'),
  npm_lifecycle_event: 'release',
  npm_config_registry: 'https://registry.npmjs.org/',
  INIT_CWD: '/tmp/release-trial',
  EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*',
  EXTRA_OUT_DIR: '.output/e2e',
  SOURCE_MAP_OUT_DIR: '.output/size',
};

describe('the environments of the release builds', () => {
  it('production: none of the switches that make a test build', () => {
    const environment = productionEnvironment(underNpmRun);
    expect(Object.keys(environment)).not.toContain('EXTRA_HOST_PERMISSION');
    expect(Object.keys(environment)).not.toContain('EXTRA_OUT_DIR');
    expect(Object.keys(environment)).not.toContain('SOURCE_MAP_OUT_DIR');
    expect(environment.npm_lifecycle_event).toBe('release');
  });

  it("a reviewer's: without what npm run added, keeping the rest of PATH (a Node installed with npm too)", () => {
    expect(reviewerEnvironment(underNpmRun, '/tmp/release-trial')).toEqual({
      HOME: '/home/me',
      PATH: '/opt/node22/node_modules/.bin:/usr/bin',
    });
  });
});

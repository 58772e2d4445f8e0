/**
 * The request console's live mode is a deployer's decision with a security cost: the CSP lets
 * pages reach the gateway's origin, and nothing else, only when it is on; a build that names a
 * base URL that is not an http(s) URL fails before it ships.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {apiBaseUrl, tryItLive, tryItLiveSettings} from '../../config/platform';
import {contentSecurityPolicy} from '../../deploy/headers';

const hash = 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
const connectSrc = (csp: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith('connect-src '))
    ?.split(' ')
    .slice(1);

test('live mode is off as shipped, and the CSP then connects to this origin only', () => {
  assert.equal(tryItLive.enabled, false);
  const settings = tryItLiveSettings({});
  assert.deepEqual(settings, {enabled: false});
  assert.deepEqual(connectSrc(contentSecurityPolicy([hash], settings)), ["'self'"]);
});

test('turned on for a build, the CSP gains exactly the gateway origin', () => {
  const settings = tryItLiveSettings({MNEMORA_TRY_IT_LIVE_BASE_URL: 'http://127.0.0.1:4173/'});
  assert.deepEqual(settings, {enabled: true, baseUrl: 'http://127.0.0.1:4173', origin: 'http://127.0.0.1:4173'});
  assert.deepEqual(connectSrc(contentSecurityPolicy([hash], settings)), ["'self'", 'http://127.0.0.1:4173']);
  const production = tryItLiveSettings({MNEMORA_TRY_IT_LIVE_BASE_URL: apiBaseUrl});
  assert.ok(production.enabled);
  assert.equal(production.baseUrl, apiBaseUrl);
  // The origin, not the path: a CSP source with a path would also match only that path's prefix.
  assert.deepEqual(connectSrc(contentSecurityPolicy([hash], production)), ["'self'", new URL(apiBaseUrl).origin]);
});

test('a base URL that is not an http(s) URL fails, naming the setting and the value', () => {
  assert.throws(
    () => tryItLiveSettings({MNEMORA_TRY_IT_LIVE_BASE_URL: 'api.mnemora.dev/v1'}),
    /MNEMORA_TRY_IT_LIVE_BASE_URL.*"api\.mnemora\.dev\/v1" is not a URL/,
  );
  assert.throws(
    () => tryItLiveSettings({MNEMORA_TRY_IT_LIVE_BASE_URL: 'ftp://api.mnemora.dev'}),
    /"ftp:\/\/api\.mnemora\.dev" is not an http\(s\) URL/,
  );
});

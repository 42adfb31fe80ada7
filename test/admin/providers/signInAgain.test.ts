import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../../src/admin/providers/httpClient';
import { writeSession } from '../../../src/admin/providers/session';
import {
  gaveUpSigningIn,
  isAskingToSignIn,
  signedInAgain,
  signedInAsSomeoneElse,
  subscribeSignInAgain,
} from '../../../src/admin/providers/signInAgain';
import { fakeFetch } from './fakeFetch';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** Resolves once the sign-in dialog is asked for. */
const asked = () =>
  new Promise<void>((resolve) => {
    if (isAskingToSignIn()) return resolve();
    const stop = subscribeSignInAgain(() => {
      if (isAskingToSignIn()) {
        stop();
        resolve();
      }
    });
  });

describe('signing in again', () => {
  it(
    'SESSION a save answered 401 while signed in waits for the sign-in and is sent again with what ' + 'was typed',
    async () => {
      writeSession({ username: 'dueno', role: 'owner' });
      let answers = 0;
      const calls = fakeFetch({
        'PUT /api/pages/7': () =>
          ++answers === 1
            ? { status: 401, body: { error: 'No autorizado', code: 'unauthorized' } }
            : { body: { id: 7, title: 'Nuevo' } },
      });
      const saved = httpClient('/api/pages/7', { method: 'PUT', body: JSON.stringify({ title: 'Nuevo' }) });
      await asked();
      signedInAgain();
      await expect(saved).resolves.toMatchObject({ status: 200, json: { id: 7, title: 'Nuevo' } });
      expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
        ['PUT', '/api/pages/7', { title: 'Nuevo' }],
        ['PUT', '/api/pages/7', { title: 'Nuevo' }],
      ]);
      expect(isAskingToSignIn()).toBe(false);
    },
  );

  it('SESSION calls waiting together are all sent again after one sign-in', async () => {
    writeSession({ username: 'dueno', role: 'owner' });
    let signedIn = false;
    fakeFetch({
      'GET /api/': () => (signedIn ? { body: { ok: true } } : { status: 401, body: { code: 'unauthorized' } }),
    });
    const first = httpClient('/api/pages');
    const second = httpClient('/api/posts');
    await asked();
    signedIn = true;
    signedInAgain();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  });

  it('SESSION leaving the dialog fails the waiting call with its 401', async () => {
    writeSession({ username: 'dueno', role: 'owner' });
    fakeFetch({ 'PUT /api/pages/7': { status: 401, body: { error: 'No autorizado', code: 'unauthorized' } } });
    const saved = httpClient('/api/pages/7', { method: 'PUT', body: '{}' });
    await asked();
    gaveUpSigningIn();
    await expect(saved).rejects.toMatchObject({ status: 401 });
  });

  it(
    'STAFF SESSION another user signing in does not send the waiting save: it fails as not saved, ' + 'not as a 401',
    async () => {
      writeSession({ username: 'dueno', role: 'owner' });
      const calls = fakeFetch({ 'PUT /api/pages/7': { status: 401, body: { code: 'unauthorized' } } });
      const saved = httpClient('/api/pages/7', { method: 'PUT', body: '{"title":"Nuevo"}' });
      await asked();
      signedInAsSomeoneElse();
      await expect(saved).rejects.toMatchObject({ status: 403, body: { code: 'other_user' } });
      expect(calls).toHaveLength(1);
    },
  );

  it('SESSION a 401 with nobody signed in fails at once without asking', async () => {
    fakeFetch({ 'GET /api/pages': { status: 401, body: { code: 'unauthorized' } } });
    await expect(httpClient('/api/pages')).rejects.toMatchObject({ status: 401 });
    expect(isAskingToSignIn()).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, LoginLimiter } from '../../src/server/auth/loginLimiter';
import { MemoryCounters } from '../../src/server/http/rateCounters';
import { startServer } from './support/testServer';

const MINUTE = 60_000;

describe('login throttle', () => {
  it(
    'SHELL-11 SECURITY ten wrong passwords for one username slow that address down, never the account: the ' +
      'owner still gets in from another address',
    async () => {
      const limiter = new LoginLimiter(new MemoryCounters());
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect(await limiter.admit('dueno', '10.0.0.1', 1_000)).toBe(0);
        await limiter.fail('dueno', '10.0.0.1', 1_000);
      }
      expect(await limiter.admit('DUENO', '10.0.0.1', 2_000)).toBe(15 * MINUTE - 1_000);
      expect(await limiter.admit('dueno', '10.0.0.2', 2_000)).toBe(0);
      // The guessing address may still sign in as someone else; the window closes after 15 minutes.
      expect(await limiter.admit('secretaria', '10.0.0.1', 2_000)).toBe(0);
      expect(await limiter.admit('dueno', '10.0.0.1', 1_000 + 15 * MINUTE)).toBe(0);
    },
  );

  it(
    'SHELL-11 SECURITY guesses across usernames are limited per address, and a valid login does not ' + 'reset them',
    async () => {
      const limiter = new LoginLimiter(new MemoryCounters());
      for (let guess = 0; guess < LOGIN_LIMITS.addressFailures.max; guess += 1)
        await limiter.fail(`guess-${guess}`, '10.0.0.1', 1_000);
      await limiter.succeed('secretaria', '10.0.0.1');
      expect(await limiter.admit('secretaria', '10.0.0.1', 1_000)).toBe(15 * MINUTE);
      expect(await limiter.admit('secretaria', '10.0.0.9', 1_000)).toBe(0);
    },
  );

  it(
    "SHELL-11 a successful login clears that username's count, so staff who mistype now and then are never " +
      'slowed down',
    async () => {
      const limiter = new LoginLimiter(new MemoryCounters(), { ...LOGIN_LIMITS, pair: { max: 3, windowMs: MINUTE } });
      for (let round = 0; round < 5; round += 1) {
        await limiter.fail('secretaria', '10.0.0.1', round);
        await limiter.fail('secretaria', '10.0.0.1', round);
        expect(await limiter.admit('secretaria', '10.0.0.1', round)).toBe(0);
        await limiter.succeed('secretaria', '10.0.0.1');
      }
    },
  );

  it('SECURITY every attempt from an address counts, valid ones too: each costs a hash', async () => {
    const limiter = new LoginLimiter(new MemoryCounters());
    for (let attempt = 0; attempt < LOGIN_LIMITS.addressAttempts.max; attempt += 1) {
      expect(await limiter.admit('dueno', '10.0.0.1', 5_000)).toBe(0);
      await limiter.succeed('dueno', '10.0.0.1');
    }
    expect(await limiter.admit('dueno', '10.0.0.1', 6_000)).toBe(MINUTE - 1_000);
    expect(await limiter.admit('dueno', '10.0.0.2', 6_000)).toBe(0);
    expect(await limiter.admit('dueno', '10.0.0.1', 5_000 + MINUTE)).toBe(0);
  });
});

describe('rate counters in memory', () => {
  it(
    'SECURITY hold at most their bound of keys however many are hit, dropping the least recently ' + 'hit first',
    async () => {
      const counters = new MemoryCounters(100);
      await counters.hit('kept', MINUTE, 0);
      for (let key = 0; key < 300; key += 1) {
        await counters.hit(`guess-${key}`, MINUTE, 0);
        if (key % 50 === 0) await counters.hit('kept', MINUTE, 0);
        expect(await counters.size()).toBeLessThanOrEqual(100);
      }
      expect(await counters.size()).toBe(100);
      expect((await counters.peek(['kept', 'guess-0', 'guess-299'], 0)).size).toBe(2);
    },
  );

  it('SECURITY a closed window is forgotten: swept, and never counted again', async () => {
    const counters = new MemoryCounters();
    await counters.hit('a', MINUTE, 0);
    await counters.hit('b', 3 * MINUTE, 0);
    expect((await counters.hit('a', MINUTE, MINUTE)).hits).toBe(1);
    await counters.sweep(2 * MINUTE);
    expect(await counters.size()).toBe(1);
  });
});

describe('production cookie', () => {
  it('SHELL-13 with NODE_ENV=production the session cookie is also Secure', async () => {
    const server = await startServer('sqlite', {
      data: null,
      env: { NODE_ENV: 'production', ADMIN_CREDENTIALS: 'ana:clave-larga-de-verdad:owner' },
    });
    try {
      const answer = await server.call('POST', '/api/auth/login', {
        body: { username: 'ana', password: 'clave-larga-de-verdad' },
      });
      expect(answer.status).toBe(200);
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^ep_session=[^;]+;/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    } finally {
      await server.close();
    }
  });
});

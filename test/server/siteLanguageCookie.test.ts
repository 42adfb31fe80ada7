import { describe, expect, it } from 'vitest';
import { startServer } from './support/testServer';

const languageCookie = async (env: Record<string, string>) => {
  const server = await startServer('sqlite', { env });
  try {
    const answer = await fetch(`${server.url}/faq?lang=en`);
    expect(answer.status).toBe(200);
    return answer.headers.get('set-cookie') ?? '';
  } finally {
    await server.close();
  }
};

describe('the public site’s language cookie', () => {
  it('PUBLIC site_lang is Secure in production (served over HTTPS), as the session cookie is, and not on a local http server', async () => {
    const production = await languageCookie({
      NODE_ENV: 'production',
      ADMIN_CREDENTIALS: 'jefa:clave-de-prueba:owner',
    });
    expect(production).toMatch(/^site_lang=en;/);
    expect(production).toMatch(/; Secure/);
    expect(production).toMatch(/; HttpOnly/);
    const local = await languageCookie({});
    expect(local).toMatch(/^site_lang=en;/);
    expect(local).not.toMatch(/Secure/);
  });
});

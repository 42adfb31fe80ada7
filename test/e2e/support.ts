import { expect, type Page } from '@playwright/test';

export const CREDENTIALS = {
  owner: { username: 'dueno', password: 'dueno', area: '/ep-control/dueno' },
  secretary: { username: 'secretaria', password: 'secretaria', area: '/ep-control/secretaria' },
} as const;

export type Who = keyof typeof CREDENTIALS;

export async function logIn(page: Page, who: Who) {
  const { username, password, area } = CREDENTIALS[who];
  await page.goto('/ep-control/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`${area}/?$`));
}

/** Collects console errors and uncaught exceptions of a page, to assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

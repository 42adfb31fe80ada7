import { expect, test } from '@playwright/test';
import { CREDENTIALS, logIn, signInByApi } from './support';

test(
  "API-81 SHELL-15 Actividad: the owner finds the secretary's change by user, opens its field-by-field diff; " +
    'the secretary has no such screen',
  async ({ browser }) => {
    const secretary = await (await browser.newContext()).newPage();
    await signInByApi(secretary, 'secretary');
    const [link] = (await (
      await secretary.request.get('/api/navigation?range=[0,0]&sort=["id","ASC"]')
    ).json()) as Array<{ id: number; name: string; version: number }>;
    const renamed = `${link.name.slice(0, 40)} (actividad)`;
    expect((await secretary.request.put(`/api/navigation/${link.id}`, { data: { ...link, name: renamed } })).ok()).toBe(
      true,
    );
    await secretary.goto(`${CREDENTIALS.secretary.area}/activity`);
    await expect(secretary.getByRole('menuitem', { name: 'Actividad' })).toHaveCount(0);
    await expect(secretary.getByText('Actividad', { exact: true })).toHaveCount(0);

    const owner = await (await browser.newContext()).newPage();
    await logIn(owner, 'owner');
    await owner.getByRole('menuitem', { name: 'Actividad', exact: true }).click();
    await owner.getByRole('textbox', { name: 'Usuario' }).fill('secretaria');
    const row = owner.getByRole('row').filter({ hasText: 'navigation' }).first();
    await expect(row).toContainText('Modificó');
    await row.click();
    const diff = owner.getByRole('table', { name: /Cambios del registro/ });
    await expect(diff.getByRole('row').filter({ hasText: 'name' })).toContainText(renamed);
    await expect(diff.getByRole('row').filter({ hasText: 'name' })).toContainText(link.name);
  },
);

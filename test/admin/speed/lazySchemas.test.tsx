import { z as realZ } from 'zod';

/**
 * Every object schema built while modules load, counted where zod builds it (`z.object`, `z.strictObject`,
 * `z.looseObject`), so a plain `z.object(…)` at a module's top counts as much as a lazy one built too early.
 */
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('zod', async (original) => {
  const real = await original<typeof import('zod')>();
  const counted =
    <Build extends (...args: never[]) => unknown>(build: Build) =>
    (...args: Parameters<Build>) => (built.count++, build(...args));
  const z = {
    ...real.z,
    object: counted(real.z.object),
    strictObject: counted(real.z.strictObject),
    looseObject: counted(real.z.looseObject),
  };
  return { ...real, z };
});

describe('SPEED the app builds a schema when a form reads it, not when its code loads', () => {
  it(
    'SPEED loading the staff area and every screen, form and input module (the lazy chunks too) builds no ' +
      'schema; reading one builds it',
    async () => {
      // The module graph a cold load of the area evaluates before its first screen (RoleArea.tsx is its root), then
      // every module a screen's lazy chunk brings: none may build a schema before a form reads it.
      await import('../../../src/admin/RoleArea');
      const modules = import.meta.glob('../../../src/admin/{resources,screens,components}/**/*.{ts,tsx}');
      expect(Object.keys(modules).length).toBeGreaterThan(100);
      for (const load of Object.values(modules)) await load();
      const { resources } = await import('../../../src/domain/resources');
      expect(resources.map(({ name }) => name)).toContain('reservas');
      expect(built.count).toBe(0);

      const { faqSchema } = await import('../../../src/domain/faq');
      expect(faqSchema.safeParse({ question: '', answer: 'x' }).success).toBe(false);
      expect(built.count).toBeGreaterThan(0);
    },
  );

  it('SPEED a plain schema slipped into a module the area loads is caught: the count above fails on it', async () => {
    const before = built.count;
    await import('./planted/plainSchema');
    expect(built.count).toBe(before + 1);
    // The real zod still answers: the count wraps it, it does not replace it.
    expect(realZ).toBeDefined();
  });

  it('SPEED a declaration given its schema as a builder is lazy without a word from its author', async () => {
    const { defineResource } = await import('../../../src/domain/resource');
    const before = built.count;
    const { z } = await import('zod');
    const declared = defineResource({
      name: 'planted',
      api: '/api/planted',
      schema: () => z.object({ code: z.string().max(40) }),
      search: ['code'],
      access: { read: 'staff', write: 'owner' },
      list: { defaultSort: [['id', 'asc']] },
    });
    expect([declared.name, declared.table, built.count]).toEqual(['planted', 'planted', before]);
    expect(declared.schema.safeParse({ code: 'x' }).success).toBe(true);
    expect(built.count).toBe(before + 1);
  });
});

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/domain/lazy', async (original) => {
  const real = await original<typeof import('../../../src/domain/lazy')>();
  return { lazy: <T extends object>(build: () => T) => real.lazy(() => (built.count++, build())) };
});

describe('SPEED the app builds a schema when a form reads it, not when its code loads', () => {
  it('SPEED loading the staff area and every screen, form and input module (the lazy chunks too) builds no schema; reading one builds it', async () => {
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
    expect(built.count).toBe(1);
  });
});

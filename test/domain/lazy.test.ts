import { z } from 'zod';
import { lazy } from '../../src/domain/lazy';
import { maxLengthOf } from '../../src/domain/validation';
import { withEmptiedFields } from '../../src/domain/emptiedFields';

describe('SPEED a schema built on first use', () => {
  it('SPEED builds nothing until read, then once, and behaves as the schema it builds', () => {
    const build = vi.fn(() => z.strictObject({ name: z.string().max(20), active: z.boolean().default(true) }));
    const schema = lazy(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ name: 'Ana' })).toEqual({ name: 'Ana', active: true });
    expect(schema.safeParse({ name: 'Ana', extra: 1 }).success).toBe(false);
    expect(schema instanceof z.ZodObject).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['name', 'active']);
    expect('shape' in schema).toBe(true);
    expect(maxLengthOf(schema.shape.name)).toBe(20);
    expect(schema.extend({ age: z.number() }).parse({ name: 'Ana', age: 3 })).toEqual({
      name: 'Ana',
      active: true,
      age: 3,
    });
    expect(withEmptiedFields(schema).parse({ name: null })).toEqual({ name: '', active: true });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('SPEED a lazy schema inside another schema parses as itself', () => {
    const field = lazy(() => z.string().min(2));
    const outer = z.object({ field, list: z.array(field) });
    expect(outer.safeParse({ field: 'ab', list: ['cd'] }).success).toBe(true);
    expect(outer.safeParse({ field: 'a', list: [] }).success).toBe(false);
  });
});

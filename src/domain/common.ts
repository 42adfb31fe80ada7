import { z } from 'zod';

/** Columns every stored record carries (DESIGN.md conventions). */
export interface RecordMeta {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * Fields a client may echo back on a write: react-admin sends the whole record on update.
 * `id`, `created_at` and `updated_at` are ignored by the server; `version` guards against lost updates
 * (an older version answers 409; no version is accepted for legacy clients).
 */
export const recordMetaInput = {
  id: z.coerce.number().int().optional(),
  version: z.number().int().min(1).optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
};

/**
 * One entity schema in three uses: `create` applies the defaults, `update` accepts any subset
 * (no defaults, so a partial PUT leaves other columns as stored), both refuse unknown fields.
 */
export function entitySchemas<Shape extends z.ZodRawShape, Defaults extends Partial<Record<keyof Shape, unknown>>>(
  shape: Shape,
  defaults: Defaults,
) {
  const createShape = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [
      key,
      key in defaults ? (schema as z.ZodType).default(defaults[key as keyof Defaults] as never) : schema,
    ]),
  ) as Shape;
  const create = z.strictObject({ ...createShape, ...recordMetaInput });
  const update = z.strictObject(shape).partial().extend(recordMetaInput);
  return { create, update, fields: z.strictObject(shape) };
}

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

export const today = (now: Date = new Date()) => now.toISOString().slice(0, 10);

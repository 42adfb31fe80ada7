import { z } from 'zod';

/**
 * react-admin sends `null` for an input the user emptied. A field that may be blank ('' passes its schema)
 * but not null takes that null as ''; a required field still answers its own required message, and a field
 * that means something by null (a cleared category) keeps it.
 */
const nullAsBlank = (value: unknown) => (value === null ? '' : value);

export const blankWhenEmptied = (field: z.ZodType): z.ZodType =>
  field.safeParse('').success && !field.safeParse(null).success ? z.preprocess(nullAsBlank, field) : field;

/** The same object with every blankable field taking an emptied input's null as ''. */
export function withEmptiedFields<Schema extends z.ZodObject>(schema: Schema): Schema {
  const shape = schema.shape as Record<string, z.ZodType>;
  // extend keeps the object's strictness.
  return schema.extend(
    Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, blankWhenEmptied(field)])),
  ) as unknown as Schema;
}

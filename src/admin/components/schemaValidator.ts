import type { z } from 'zod';

/**
 * A react-admin validator from a domain field schema: the form refuses what the server refuses, with the same
 * words (FOOT-04: links are a site path or http(s), emails are emails).
 */
export const schemaValidator = (schema: z.ZodType) => (value: unknown) => {
  const result = schema.safeParse(value ?? '');
  return result.success ? undefined : result.error.issues[0]?.message;
};

import type { z } from 'zod';
import type { Validator } from 'react-admin';
import { blankWhenEmptied } from '../../domain/emptiedFields';
import { readMessage } from '../../domain/messageArgs';
import { lazy } from '../../domain/lazy';

/** A react-admin validator; `isRequired` is what react-admin reads to show the asterisk (as its `required()`). */
export type FieldValidator = Validator & { isRequired: boolean };

/**
 * What a validator answers. A schema's message with values (`withArgs`) is read back into key and values
 * (`readMessage`), as react-admin's own validators answer one, so the field shows the words, not the string.
 */
type Message = string | { message: string; args: Record<string, unknown> };

/** Stands for zod's own English words, so a schema's own message (often a catalog key) is told from them. */
const ZOD_DEFAULT = '\u0000zod';
const parse = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: () => ZOD_DEFAULT });

/** What react-admin inputs hold for an emptied field: TextInput and NumberInput give null, SelectInput ''. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A refusal without a message of the schema's own, in react-admin's words (translated, with its values). */
function readable(issue: z.core.$ZodIssue, schema: z.ZodType, value: unknown): Message {
  if (issue.code === 'too_small' && issue.origin === 'number')
    return { message: 'ra.validation.minValue', args: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big' && issue.origin === 'number')
    return { message: 'ra.validation.maxValue', args: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small' && issue.origin === 'string')
    return { message: 'ra.validation.minLength', args: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { message: 'ra.validation.maxLength', args: { max: Number(issue.maximum) } };
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'ra.validation.number';
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'ep.validation.wholeNumber';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'ra.validation.email';
  if (issue.code === 'invalid_format' && issue.format === 'regex')
    return { message: 'ra.validation.regex', args: { pattern: issue.pattern } };
  if (issue.code === 'invalid_union') {
    // One of several shapes ('' or an email): the words of the branch that has its own say why.
    const own = issue.errors.flat().find((branch) => branch.message !== ZOD_DEFAULT);
    if (own) return readMessage(own.message);
  }
  // Anything else (an unknown choice, a wrong shape) is not typed by hand; zod's own words say what.
  const plain = schema.safeParse(value);
  return plain.success ? 'ra.validation.required' : plain.error.issues[0].message;
}

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = parse(schema, value);
  return result.success ? undefined : result.error.issues[0];
};

/**
 * What an empty field answers: the schema's own required message where it has one (a text's `min(1, …)`, a
 * number's `{ error }`, a refinement only the empty value fails), else react-admin's 'Required'. A format's
 * or a range's message ('not a date', 'at least 1') would misname a value nobody typed.
 */
function requiredMessage(schema: z.ZodType): Message {
  for (const value of ['', undefined]) {
    const issue = firstMessage(schema, value);
    if (!issue || issue.message === ZOD_DEFAULT) continue;
    const saysRequired =
      (issue.code === 'too_small' && issue.origin === 'string') ||
      (issue.code === 'invalid_type' && issue.expected === 'number') ||
      (issue.code === 'custom' && firstMessage(schema, 'x')?.message !== issue.message);
    if (saysRequired) return readMessage(issue.message);
  }
  return 'ra.validation.required';
}

/**
 * Where a form sends something else than the input holds (its `transform`, such as the listings' whole
 * numbers), the field is judged on what is sent.
 */
export interface FieldOptions {
  /** What a filled-in value is sent as (PROP-07: 80.5 is sent as 80). */
  sends?: (value: unknown) => unknown;
  /** What an emptied input is sent as, instead of staying empty (VEH-24: an emptied year is sent as 0). */
  emptyAs?: unknown;
}

// field → sends → emptyAs (as JSON) → its validator.
const cache = new WeakMap<z.ZodType, Map<FieldOptions['sends'], Map<string, FieldValidator>>>();
function kept(field: z.ZodType, { sends, emptyAs }: FieldOptions) {
  const byField = cache.get(field) ?? new Map<FieldOptions['sends'], Map<string, FieldValidator>>();
  cache.set(field, byField);
  const bySends = byField.get(sends) ?? new Map<string, FieldValidator>();
  byField.set(sends, bySends);
  return {
    found: bySends.get(JSON.stringify(emptyAs)),
    keep: (validator: FieldValidator) => bySends.set(JSON.stringify(emptyAs), validator),
  };
}

/**
 * A react-admin validator from a domain field schema, judged as the server judges it (an emptied input's null
 * taken as '' where the field may be blank, as `defineResource` does): it refuses what the server refuses with
 * the schema's own words (catalog keys, translated by react-admin), says the field is required when it is
 * empty and the schema refuses empty, and is marked required exactly then, so the input shows the asterisk.
 * One validator per schema: react-admin needs the same function at every render.
 */
export function schemaValidator(field: z.ZodType, options: FieldOptions = {}): FieldValidator {
  const { found, keep } = kept(field, options);
  if (found) return found;
  const { sends = (value: unknown) => value, emptyAs } = options;
  const judged = blankWhenEmptied(field);
  const sent = (value: unknown) => (!isEmpty(value) ? sends(value) : emptyAs !== undefined ? emptyAs : value);
  const acceptsEmpty = [null, ''].some((value) => judged.safeParse(sent(value)).success);
  const whenEmpty = requiredMessage(field);
  const validator = Object.assign(
    (value: unknown): Message | undefined => {
      if (isEmpty(value)) return acceptsEmpty ? undefined : whenEmpty;
      const result = parse(judged, sent(value));
      if (result.success) return undefined;
      const issue = result.error.issues[0];
      return issue.message === ZOD_DEFAULT ? readable(issue, judged, sent(value)) : readMessage(issue.message);
    },
    { isRequired: !acceptsEmpty },
  );
  keep(validator);
  return validator;
}

type ShapeOf<Schema> = Schema extends { shape: infer Shape } ? Shape : never;

/**
 * The validators of every field of a domain object schema, by field name: `const rules = rulesOf(tourSchema)`
 * once per module, then `validate={rules.precio}` on the input. `sent` names the fields this form sends as
 * something else than the input holds (see FieldOptions).
 */
export function rulesOf<Schema extends { shape: Record<string, z.ZodType> }>(
  schema: Schema,
  sent: Partial<Record<keyof ShapeOf<Schema>, FieldOptions>> = {},
): Record<keyof ShapeOf<Schema>, FieldValidator> {
  // Built when a form first reads a rule: a module declaring its rules is loaded before any form shows.
  return lazy(() => {
    const rules = Object.entries(schema.shape).map(([key, field]) => [
      key,
      schemaValidator(field, (sent as Record<string, FieldOptions>)[key]),
    ]);
    return Object.fromEntries(rules) as Record<keyof ShapeOf<Schema>, FieldValidator>;
  });
}

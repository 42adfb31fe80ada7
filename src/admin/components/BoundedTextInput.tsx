import { z } from 'zod';
import { TextInput, maxLength, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { schemaValidator } from './schemaValidator';

/** A zod 4 string schema (it knows its maximum, null if none), possibly wrapped by .default() or .optional(). */
export type TextFieldSchema = { maxLength: number | null } | { unwrap(): TextFieldSchema };

export const maxLengthOf = (schema: TextFieldSchema): number | null => {
  if ('maxLength' in schema) return schema.maxLength;
  // A refined or piped string has no unwrap(): no known limit, the server still enforces its own.
  return typeof schema.unwrap === 'function' ? maxLengthOf(schema.unwrap()) : null;
};

const asList = (validate: TextInputProps['validate']): Validator[] =>
  validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];

/**
 * A TextInput checked by its field's domain schema (the one the server checks): required, pattern, limit and
 * refinements refuse here with the schema's own words, never rules written again beside it. The browser
 * stops typing at the maximum and the helper text says it. A bare `{maxLength}` only bounds the length.
 */
export function BoundedTextInput({ schema, validate, helperText, slotProps, ...props }: TextInputProps & { schema: TextFieldSchema }) {
  const translate = useTranslate();
  const max = maxLengthOf(schema);
  const fromSchema = schema instanceof z.ZodType ? [schemaValidator(schema)] : max === null ? [] : [maxLength(max)];
  const rules = [...asList(validate), ...fromSchema];
  if (max === null) return <TextInput validate={rules} helperText={helperText} slotProps={slotProps} {...props} />;
  return (
    <TextInput
      {...props}
      validate={rules}
      helperText={helperText ?? translate('ep.form.maxLength', { max })}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, maxLength: max } }}
    />
  );
}

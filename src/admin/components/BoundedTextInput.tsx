import { TextInput, maxLength, useTranslate, type TextInputProps, type Validator } from 'react-admin';

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
 * A TextInput whose limit comes from the domain schema (the same one the server checks): the browser stops
 * typing at the maximum, the helper text says it, and a longer value (pasted, or loaded) fails validation.
 */
export function BoundedTextInput({ schema, validate, helperText, slotProps, ...props }: TextInputProps & { schema: TextFieldSchema }) {
  const translate = useTranslate();
  const max = maxLengthOf(schema);
  if (max === null) return <TextInput validate={validate} helperText={helperText} slotProps={slotProps} {...props} />;
  return (
    <TextInput
      {...props}
      validate={[...asList(validate), maxLength(max)]}
      helperText={helperText ?? translate('ep.form.maxLength', { max })}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, maxLength: max } }}
    />
  );
}

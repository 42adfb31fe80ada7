import type { z } from 'zod';
import { TextInput, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { schemaValidator } from './schemaValidator';
import { maxLengthOf } from '../../domain/validation';

export { maxLengthOf, type TextFieldSchema } from '../../domain/validation';

const asList = (validate: TextInputProps['validate']): Validator[] =>
  validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];

/**
 * A TextInput checked by its field's domain schema (the one the server checks): required (with the asterisk),
 * pattern, limit and refinements refuse here with the schema's own words, never rules written again beside it.
 * The browser stops typing at the maximum and the helper text says it. `validate` adds only what no field of
 * the schema can say (a rule across records, such as one airport-transfers link).
 */
export function BoundedTextInput({
  schema,
  validate,
  helperText,
  slotProps,
  ...props
}: TextInputProps & { schema: z.ZodType }) {
  const translate = useTranslate();
  const max = maxLengthOf(schema);
  const rules = [schemaValidator(schema), ...asList(validate)];
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

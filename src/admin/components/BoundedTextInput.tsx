import { z } from 'zod';
import { TextInput, maxLength, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { schemaValidator } from './schemaValidator';
import { maxLengthOf, type TextFieldSchema } from '../../domain/validation';

export { maxLengthOf, type TextFieldSchema } from '../../domain/validation';

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

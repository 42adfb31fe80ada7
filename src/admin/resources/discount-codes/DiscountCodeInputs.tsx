import { Stack } from '@mui/material';
import { BooleanInput, DateInput, NumberInput, ReferenceArrayInput, SelectArrayInput, SelectInput } from 'react-admin';
import { DISCOUNT_KINDS, discountCodesResource } from '../../../domain/discountCodes';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';

const rules = rulesOf(discountCodesResource.schema);
const kindChoices = DISCOUNT_KINDS.map((kind) => ({ id: kind, name: `ep.vouchers.kinds.${kind}` }));
const row = { direction: { xs: 'column', sm: 'row' }, spacing: { xs: 0, sm: 2 }, useFlexGap: true } as const;

/** A promo code's terms: what it takes off, on which tours, on which days and how many times. */
export function DiscountCodeInputs() {
  return (
    <>
      <BoundedTextInput source="code" schema={discountCodesResource.schema.shape.code} />
      <Stack {...row}>
        <SelectInput source="kind" choices={kindChoices} validate={rules.kind} />
        <NumberInput source="value" validate={rules.value} min={0} helperText="ep.vouchers.valueHelp" />
      </Stack>
      <ReferenceArrayInput source="tour_ids" reference="tours" sort={{ field: 'order', order: 'ASC' }} perPage={100}>
        <SelectArrayInput optionText="nombre" helperText="ep.vouchers.allTours" sx={{ minWidth: 300 }} />
      </ReferenceArrayInput>
      <Stack {...row}>
        <DateInput source="valid_from" validate={rules.valid_from} />
        <DateInput source="valid_to" validate={rules.valid_to} />
      </Stack>
      <NumberInput source="max_uses" validate={rules.max_uses} min={1} step={1} helperText="ep.vouchers.unlimited" />
      <BooleanInput source="active" />
    </>
  );
}

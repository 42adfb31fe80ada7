import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, NumberInput } from 'react-admin';
import { adPlanSchema } from '../../../domain/adPlans';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { lazy } from '../../../domain/lazy';

const shape = lazy(() => adPlanSchema.shape);
const rules = rulesOf(adPlanSchema);

/**
 * Fields side by side while each keeps room for its whole label ('Duración (días)'): in a card's inline edit
 * three to a row cut them to 'Duraci…', so a row wraps to the next line instead.
 */
function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
        columnGap: 1,
        alignItems: 'center',
      }}
    >
      {children}
    </Box>
  );
}

/** PLAN-05..10: every field of a plan; the create modal and the inline edit share them. */
export function PlanInputs() {
  return (
    <Stack spacing={0}>
      <BoundedTextInput source="name" label="ep.plans.name" schema={shape.name} fullWidth />
      <BoundedTextInput
        source="description"
        label="ep.plans.description"
        schema={shape.description}
        multiline
        minRows={2}
        fullWidth
      />
      <FieldRow>
        <NumberInput source="price_usd" label="ep.plans.priceUsd" step={0.01} min={0} validate={rules.price_usd} />
        <NumberInput
          source="duration_days"
          label="ep.plans.durationDays"
          step={1}
          min={1}
          validate={rules.duration_days}
        />
        <NumberInput source="max_photos" label="ep.plans.maxPhotos" step={1} min={1} validate={rules.max_photos} />
      </FieldRow>
      <FieldRow>
        <BooleanInput source="is_featured" label="ep.plans.featured" />
        <NumberInput
          source="featured_days"
          label="ep.plans.featuredDays"
          step={1}
          min={0}
          validate={rules.featured_days}
        />
      </FieldRow>
      <FieldRow>
        <BooleanInput source="is_premium" label="ep.plans.premium" />
        <NumberInput
          source="homepage_days"
          label="ep.plans.homepageDays"
          step={1}
          min={0}
          validate={rules.homepage_days}
        />
      </FieldRow>
      <BoundedTextInput source="success_rate" label="ep.plans.successRate" schema={shape.success_rate} fullWidth />
      <BooleanInput source="is_active" label="ep.plans.active" />
    </Stack>
  );
}

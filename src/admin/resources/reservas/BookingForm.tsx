import { Stack } from '@mui/material';
import {
  BooleanInput,
  DateInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin';
import { staffBookingSchema } from '../../../domain/bookings';
import { FormToolbar } from '../../components/FormToolbar';
import { WarnUnsavedChanges } from '../../components/WarnUnsavedChanges';
import { rulesOf } from '../../components/schemaValidator';
import { LiveQuote } from './LiveQuote';
import { PromoCodeInput } from './PromoCodeInput';
import { RunInputs } from './RunInputs';
import { languageChoices, sourceChoices, stateChoices } from './choices';
import { DepartureInputs } from './DepartureInputs';
import { PartnerInputs } from './PartnerInputs';
import { lazy } from '../../../domain/lazy';
import { useAllowed } from '../../providers/grants';

const label = (field: string) => `ep.bookings.fields.${field}`;
const rules = rulesOf(staffBookingSchema);
// The owner's own price needs both the price and its reason (agreedPrice), a rule across fields the schema leaves to
// the server.
const overridden = lazy(() => ({
  price_total: [rules.price_total, required('ep.reservations.priceRequired')],
  price_reason: [rules.price_reason, required('ep.reservations.priceReason')],
}));
const row = {
  direction: { xs: 'column', sm: 'row' },
  spacing: { xs: 0, sm: 2 },
  useFlexGap: true,
  flexWrap: 'wrap',
} as const;

/**
 * A booking as staff take it (DECISIONS RES-12): the tour, day and party with the live quote, the owner's own
 * price with its reason, the guest and how to reach them, the pickup, where it came from, notes and estado.
 * `overbook` appears once the server said the day is full. The own price is the owner's alone (issue 42): the
 * secretary granted the bookings does not see the switch, and her edit keeps the stored price as it is.
 */
export function BookingForm({ overbook = false, creating = false }: { overbook?: boolean; creating?: boolean }) {
  const ownPrice = useAllowed({ resource: 'price-override' });
  return (
    <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 900 }}>
      {/* Not react-admin's warnWhenUnsavedChanges: it counts a refused save (a full day's 409) as saved (issue 43). */}
      <WarnUnsavedChanges />
      <Stack {...row}>
        <ReferenceInput source="tour_id" reference="tours" sort={{ field: 'order', order: 'ASC' }} perPage={100}>
          <SelectInput
            label={label('tour')}
            optionText="nombre"
            validate={rules.tour_id}
            emptyText="ep.departures.noTour"
            sx={{ minWidth: 260 }}
          />
        </ReferenceInput>
        <DateInput source="fecha" label={label('fecha')} validate={rules.fecha} />
        <NumberInput
          source="adults"
          label={label('adults')}
          validate={rules.adults}
          min={1}
          step={1}
          sx={{ maxWidth: 120 }}
        />
        <NumberInput
          source="children"
          label={label('children')}
          validate={rules.children}
          min={0}
          step={1}
          sx={{ maxWidth: 120 }}
        />
      </Stack>
      <LiveQuote />
      <PromoCodeInput />
      {ownPrice && <BooleanInput source="price_override" label={label('price_override')} />}
      <FormDataConsumer<{ price_override?: boolean }>>
        {({ formData }) =>
          ownPrice &&
          formData.price_override && (
            <Stack {...row}>
              <NumberInput
                source="price_total"
                label={label('price_total')}
                validate={overridden.price_total}
                min={0}
              />
              <TextInput
                source="price_reason"
                label={label('price_reason')}
                validate={overridden.price_reason}
                sx={{ minWidth: 280 }}
              />
            </Stack>
          )
        }
      </FormDataConsumer>
      <Stack {...row}>
        <TextInput source="nombre" label={label('nombre')} validate={rules.nombre} sx={{ minWidth: 240 }} />
        <TextInput source="telefono" label={label('telefono')} type="tel" />
        <TextInput source="email" label={label('email')} type="email" />
        <SelectInput source="language" label={label('language')} choices={languageChoices} validate={rules.language} />
      </Stack>
      <DepartureInputs />
      <RunInputs />
      <Stack {...row}>
        <SelectInput source="source" label={label('source')} choices={sourceChoices} validate={rules.source} />
        <FormDataConsumer<{ source?: string }>>
          {({ formData }) =>
            (formData.source === 'agency' || formData.source === 'hotel') && (
              <TextInput source="source_name" label={label('source_name')} />
            )
          }
        </FormDataConsumer>
        <SelectInput source="estado" label={label('estado')} choices={stateChoices} validate={rules.estado} />
      </Stack>
      <PartnerInputs />
      <TextInput source="notas" label={label('notas')} multiline minRows={2} fullWidth />
      {creating && <BooleanInput source="send_email" label="ep.guest.staff.sendEmail" />}
      {overbook && <BooleanInput source="overbook" label={label('overbook')} />}
    </SimpleForm>
  );
}

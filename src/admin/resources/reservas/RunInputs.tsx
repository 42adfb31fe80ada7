import { Stack } from '@mui/material';
import { FormDataConsumer, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { BOOKING_KINDS, bookingSchema, staffBookingSchema } from '../../../domain/bookings';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { AllAboardWarning } from './AllAboardWarning';

const rules = rulesOf(staffBookingSchema);
const label = (field: string) => `ep.run.booking.${field}`;
const kindChoices = BOOKING_KINDS.map((kind) => ({ id: kind, name: label(`kinds.${kind}`) }));
const row = {
  direction: { xs: 'column', sm: 'row' },
  spacing: { xs: 0, sm: 2 },
  useFlexGap: true,
  flexWrap: 'wrap',
} as const;
const shipText = (call: { ship: string; terminal: string; all_aboard_time: string }) =>
  `${call.ship} · ${call.terminal} · ${call.all_aboard_time}`;

interface RunForm {
  kind?: string;
  pickup_kind?: string;
  fecha?: string;
}

/**
 * Issue 22 on the booking form: an airport transfer or taxi ride (flight and arrival, from and to, luggage, the
 * zone that prices it) besides a tour's seat; a cruise guest's ship, among the calls of the booking's day.
 */
export function RunInputs() {
  return (
    <>
      <SelectInput source="kind" label={label('kind')} choices={kindChoices} defaultValue="tour" />
      <FormDataConsumer<RunForm>>
        {({ formData }) =>
          formData.kind === 'transfer' && (
            <>
              <Stack {...row}>
                <BoundedTextInput
                  source="flight_number"
                  label={label('flight_number')}
                  schema={bookingSchema.shape.flight_number}
                />
                <TextInput
                  source="arrival_time"
                  label={label('arrival_time')}
                  type="time"
                  InputLabelProps={{ shrink: true }}
                />
                <NumberInput
                  source="luggage"
                  label={label('luggage')}
                  validate={rules.luggage}
                  min={0}
                  step={1}
                  sx={{ maxWidth: 120 }}
                />
              </Stack>
              <Stack {...row}>
                <BoundedTextInput
                  source="transfer_from"
                  label={label('transfer_from')}
                  schema={bookingSchema.shape.transfer_from}
                  sx={{ minWidth: 240 }}
                />
                <BoundedTextInput
                  source="transfer_to"
                  label={label('transfer_to')}
                  schema={bookingSchema.shape.transfer_to}
                  sx={{ minWidth: 240 }}
                />
                <ReferenceInput
                  source="zone_id"
                  reference="transfer-zones"
                  sort={{ field: 'name', order: 'ASC' }}
                  perPage={100}
                >
                  <SelectInput label={label('zone')} optionText="name" emptyText="—" sx={{ minWidth: 220 }} />
                </ReferenceInput>
              </Stack>
            </>
          )
        }
      </FormDataConsumer>
      <FormDataConsumer<RunForm>>
        {({ formData }) =>
          formData.pickup_kind === 'cruise_port' && (
            <>
              <ReferenceInput
                source="ship_call_id"
                reference="ship-calls"
                filter={formData.fecha ? { date: formData.fecha } : {}}
                sort={{ field: 'arrival_time', order: 'ASC' }}
                perPage={50}
              >
                <SelectInput label={label('ship')} optionText={shipText} emptyText="—" sx={{ minWidth: 260 }} />
              </ReferenceInput>
              <AllAboardWarning />
            </>
          )
        }
      </FormDataConsumer>
    </>
  );
}

import { TextInput } from 'react-admin';
import {
  ALL_ABOARD_MESSAGE,
  allAboardAfterArrival,
  shipCallSchema,
  type ShipCallInput,
} from '../../../domain/shipCalls';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { lazy } from '../../../domain/lazy';

const shape = lazy(() => shipCallSchema.shape);
const rules = rulesOf(shipCallSchema);

/** The record-wide rule the server applies too: the all-aboard is after the arrival. */
const afterArrival = (value: string, record: Partial<ShipCallInput>) =>
  value && record.arrival_time && !allAboardAfterArrival({ arrival_time: record.arrival_time, all_aboard_time: value })
    ? ALL_ABOARD_MESSAGE
    : undefined;

export function ShipCallInputs() {
  return (
    <>
      <BoundedTextInput source="ship" label="ep.run.ships.ship" schema={shape.ship} fullWidth />
      <BoundedTextInput source="terminal" label="ep.run.ships.terminal" schema={shape.terminal} fullWidth />
      <TextInput source="date" label="ep.run.ships.date" type="date" validate={rules.date} />
      <TextInput source="arrival_time" label="ep.run.ships.arrival" type="time" validate={rules.arrival_time} />
      <TextInput
        source="all_aboard_time"
        label="ep.run.ships.allAboard"
        type="time"
        validate={[rules.all_aboard_time, afterArrival]}
      />
    </>
  );
}

import { TextInput } from 'react-admin';
import { shipCallSchema } from '../../../domain/shipCalls';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { lazy } from '../../../domain/lazy';

const shape = lazy(() => shipCallSchema.shape);
const rules = rulesOf(shipCallSchema);

export function ShipCallInputs() {
  return (
    <>
      <BoundedTextInput source="ship" label="ep.run.ships.ship" schema={shape.ship} fullWidth />
      <BoundedTextInput source="terminal" label="ep.run.ships.terminal" schema={shape.terminal} fullWidth />
      <TextInput source="date" label="ep.run.ships.date" type="date" validate={rules.date} />
      <TextInput source="arrival_time" label="ep.run.ships.arrival" type="time" validate={rules.arrival_time} />
      <TextInput source="all_aboard_time" label="ep.run.ships.allAboard" type="time" validate={rules.all_aboard_time} />
    </>
  );
}

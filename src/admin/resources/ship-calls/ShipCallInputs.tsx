import { TextInput, required } from 'react-admin';
import { shipCallSchema } from '../../../domain/shipCalls';
import { BoundedTextInput } from '../../components/BoundedTextInput';

export function ShipCallInputs() {
  return (
    <>
      <BoundedTextInput source="ship" label="ep.run.ships.ship" schema={shipCallSchema.shape.ship} fullWidth />
      <BoundedTextInput source="terminal" label="ep.run.ships.terminal" schema={shipCallSchema.shape.terminal} fullWidth />
      <TextInput source="date" label="ep.run.ships.date" type="date" validate={required()} />
      <TextInput source="arrival_time" label="ep.run.ships.arrival" type="time" validate={required()} />
      <TextInput source="all_aboard_time" label="ep.run.ships.allAboard" type="time" validate={required()} />
    </>
  );
}

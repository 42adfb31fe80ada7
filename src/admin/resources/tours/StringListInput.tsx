import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { tourSchema } from '../../../domain/tours';

/** A list of strings edited as a list: one line per item, add, remove and reorder. */
export function StringListInput({ source, label }: { source: string; label: string }) {
  return (
    <ArrayInput source={source} label={label} defaultValue={[]}>
      <SimpleFormIterator inline disableClear>
        <BoundedTextInput
          source=""
          label={false}
          schema={tourSchema.shape.highlights.unwrap().element}
          sx={{ minWidth: 320 }}
          helperText={false}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

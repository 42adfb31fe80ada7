import { CheckboxGroupInput, NumberInput, SelectInput, maxValue, minValue, required, useRecordContext } from 'react-admin';
import { LISTING_STATUSES, statusLabel } from '../../../../domain/listings';
import {
  EDIT_FUEL_TYPES,
  EDIT_TRANSMISSIONS,
  EDIT_VEHICLE_FEATURES,
  VEHICLE_EDIT_YEAR_MAX,
  VEHICLE_YEAR_MIN,
  vehicleSchema,
  type Vehicle,
} from '../../../../domain/vehicles';
import { BoundedTextInput } from '../../../components/BoundedTextInput';
import { GalleryInput } from '../../../components/gallery/GalleryInput';
import { ListingSection } from '../ListingSection';
import { VehicleOwnerInputs } from './VehicleOwnerInputs';

const { shape } = vehicleSchema;
/** The empty option ('not stated') is the select's own, reading '—'. */
const choices = (values: readonly string[]) => values.filter((value) => value !== '').map((value) => ({ id: value, name: value }));

/**
 * VEH-22..27: the edit form: only title and price required, year 1900 to 2030, its own options. A feature
 * the add form gave that this list lacks stays stored (the boxes only toggle their own names).
 */
export function VehicleEditInputs() {
  const record = useRecordContext<Vehicle>();
  const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: statusLabel('vehicles', record?.type ?? 'sale', status) }));
  return (
    <>
      <ListingSection>Basic Information</ListingSection>
      <BoundedTextInput source="title" label="Title" schema={shape.title} validate={required('Title is required')} fullWidth />
      <NumberInput source="price" label={record?.type === 'rent' ? 'Price per day (USD)' : 'Price (USD)'} validate={[required('Price is required'), minValue(0)]} />
      <BoundedTextInput source="brand" label="Brand" schema={shape.brand} />
      <BoundedTextInput source="model" label="Model" schema={shape.model} />
      <NumberInput source="year" label="Year" validate={[minValue(VEHICLE_YEAR_MIN), maxValue(VEHICLE_EDIT_YEAR_MAX)]} />
      <NumberInput source="mileage" label="Mileage (km)" validate={minValue(0)} />
      <SelectInput source="fuel_type" label="Fuel Type" choices={choices(EDIT_FUEL_TYPES)} translateChoice={false} emptyText="—" />
      <SelectInput source="transmission" label="Transmission" choices={choices(EDIT_TRANSMISSIONS)} translateChoice={false} emptyText="—" />
      <BoundedTextInput source="location" label="Location" schema={shape.location} fullWidth />
      <SelectInput source="status" label="Status" choices={statusChoices} validate={required()} />
      <ListingSection>Description</ListingSection>
      <BoundedTextInput source="description" label="Description" schema={shape.description} multiline minRows={4} fullWidth />
      <ListingSection>Images</ListingSection>
      <GalleryInput />
      <ListingSection>Features</ListingSection>
      <CheckboxGroupInput source="features" label="Features" choices={choices(EDIT_VEHICLE_FEATURES)} translateChoice={false} />
      <ListingSection>Owner Information</ListingSection>
      <VehicleOwnerInputs />
    </>
  );
}

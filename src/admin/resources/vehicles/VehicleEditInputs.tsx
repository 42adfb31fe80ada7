import { CheckboxGroupInput, NumberInput, SelectInput, useRecordContext } from 'react-admin';
import { LISTING_STATUSES, parseInteger, statusLabel } from '../../../domain/listings';
import {
  VEHICLE_FUEL_TYPES,
  VEHICLE_TRANSMISSIONS,
  VEHICLE_FEATURES,
  vehicleSchema,
  type Vehicle,
} from '../../../domain/vehicles';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { GalleryInput } from '../../components/gallery/GalleryInput';
import { ListingSection } from '../../screens/salesRentals/ListingSection';
import { VehicleOwnerInputs } from './VehicleOwnerInputs';

const { shape } = vehicleSchema;
// VEH-24: price, year and mileage are sent whole, an emptied year or mileage as 0 (vehiclePayload); the schema judges what is sent.
const whole = { sends: parseInteger };
const count = { sends: parseInteger, emptyAs: 0 };
const rules = rulesOf(vehicleSchema, { price: whole, year: count, mileage: count });
/** The empty option ('not stated') is the select's own, reading '—'. */
const choices = (values: readonly string[]) => values.filter((value) => value !== '').map((value) => ({ id: value, name: value }));

/**
 * VEH-22..27: the edit form: only title and price required, year 1900 to 2030, the add form's options (one
 * list, issue 23) plus 'not stated'.
 */
export function VehicleEditInputs() {
  const record = useRecordContext<Vehicle>();
  const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: statusLabel('vehicles', record?.type ?? 'sale', status) }));
  return (
    <>
      <ListingSection>Basic Information</ListingSection>
      <BoundedTextInput source="title" label="Title" schema={shape.title} fullWidth />
      <NumberInput source="price" label={record?.type === 'rent' ? 'Price per day (USD)' : 'Price (USD)'} validate={rules.price} />
      <BoundedTextInput source="brand" label="Brand" schema={shape.brand} />
      <BoundedTextInput source="model" label="Model" schema={shape.model} />
      <NumberInput source="year" label="Year" validate={rules.year} />
      <NumberInput source="mileage" label="Mileage (km)" validate={rules.mileage} />
      <SelectInput source="fuel_type" label="Fuel Type" choices={choices(VEHICLE_FUEL_TYPES)} translateChoice={false} emptyText="—" />
      <SelectInput source="transmission" label="Transmission" choices={choices(VEHICLE_TRANSMISSIONS)} translateChoice={false} emptyText="—" />
      <BoundedTextInput source="location" label="Location" schema={shape.location} fullWidth />
      <SelectInput source="status" label="Status" choices={statusChoices} validate={rules.status} />
      <ListingSection>Description</ListingSection>
      <BoundedTextInput source="description" label="Description" schema={shape.description} multiline minRows={4} fullWidth />
      <ListingSection>Images</ListingSection>
      <GalleryInput />
      <ListingSection>Features</ListingSection>
      <CheckboxGroupInput source="features" label="Features" choices={choices(VEHICLE_FEATURES)} translateChoice={false} />
      <ListingSection>Owner Information</ListingSection>
      <VehicleOwnerInputs />
    </>
  );
}

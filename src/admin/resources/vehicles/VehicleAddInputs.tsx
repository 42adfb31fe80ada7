import { CheckboxGroupInput, NumberInput, SelectInput } from 'react-admin';
import { LISTING_STATUSES, parseInteger, statusLabel, type ListingType } from '../../../domain/listings';
import {
  VEHICLE_FUEL_TYPES,
  VEHICLE_TRANSMISSIONS,
  VEHICLE_FEATURES,
  vehicleAddSchema,
} from '../../../domain/vehicles';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { GalleryInput } from '../../components/gallery/GalleryInput';
import { ListingSection } from '../../screens/salesRentals/ListingSection';
import { VehicleOwnerInputs } from './VehicleOwnerInputs';

// Next year's models are allowed from the day the app is loaded (VEH-09).
const addSchema = vehicleAddSchema();
const { shape } = addSchema;
// VEH-24: the form sends whole numbers (vehiclePayload); the schema judges what is sent.
const whole = { sends: parseInteger };
const rules = rulesOf(addSchema, { price: whole, year: whole, mileage: whole });
const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/**
 * VEH-03, VEH-07..15: the add form: title, price, brand, model, year (1900 to next year, this year by
 * default) and mileage required; its fuel types, transmissions and features.
 */
export function VehicleAddInputs({ type }: { type: ListingType }) {
  const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: statusLabel('vehicles', type, status) }));
  return (
    <>
      <ListingSection>Basic Information</ListingSection>
      <BoundedTextInput source="title" label="Title" schema={shape.title} fullWidth />
      <NumberInput source="price" label={type === 'rent' ? 'Price per day (USD)' : 'Price (USD)'} validate={rules.price} />
      <BoundedTextInput source="brand" label="Brand" schema={shape.brand} />
      <BoundedTextInput source="model" label="Model" schema={shape.model} />
      <NumberInput
        source="year"
        label="Year"
        defaultValue={new Date().getFullYear()}
        validate={rules.year}
       
       
       
      />
      <NumberInput source="mileage" label="Mileage (km)" validate={rules.mileage} />
      <SelectInput source="fuel_type" label="Fuel Type" choices={choices(VEHICLE_FUEL_TYPES)} defaultValue="Gasoline" validate={rules.fuel_type} translateChoice={false} />
      <SelectInput source="transmission" label="Transmission" choices={choices(VEHICLE_TRANSMISSIONS)} defaultValue="Automatic" validate={rules.transmission} translateChoice={false} />
      <BoundedTextInput source="location" label="Location" schema={shape.location} fullWidth />
      <SelectInput source="status" label="Status" choices={statusChoices} defaultValue="pending" validate={rules.status} />
      <ListingSection>Description</ListingSection>
      <BoundedTextInput source="description" label="Description" schema={shape.description} multiline minRows={4} fullWidth />
      <ListingSection>Images</ListingSection>
      <GalleryInput />
      <ListingSection>Features</ListingSection>
      <CheckboxGroupInput source="features" label="Features" choices={choices(VEHICLE_FEATURES)} defaultValue={[]} translateChoice={false} />
      <ListingSection>Owner Information</ListingSection>
      <VehicleOwnerInputs />
    </>
  );
}

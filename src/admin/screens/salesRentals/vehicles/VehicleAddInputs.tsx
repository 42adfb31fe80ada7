import { CheckboxGroupInput, NumberInput, SelectInput, maxValue, minValue, required } from 'react-admin';
import { LISTING_STATUSES, statusLabel, type ListingType } from '../../../../domain/listings';
import {
  ADD_FUEL_TYPES,
  ADD_TRANSMISSIONS,
  ADD_VEHICLE_FEATURES,
  VEHICLE_YEAR_MIN,
  vehicleAddYearMax,
  vehicleSchema,
} from '../../../../domain/vehicles';
import { BoundedTextInput } from '../../../components/BoundedTextInput';
import { GalleryInput } from '../../../components/gallery/GalleryInput';
import { ListingSection } from '../ListingSection';
import { VehicleOwnerInputs } from './VehicleOwnerInputs';

const { shape } = vehicleSchema;
const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/**
 * VEH-03, VEH-07..15: the add form: title, price, brand, model, year (1900 to next year, this year by
 * default) and mileage required; its fuel types, transmissions and features.
 */
export function VehicleAddInputs({ type }: { type: ListingType }) {
  const yearMax = vehicleAddYearMax();
  const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: statusLabel('vehicles', type, status) }));
  return (
    <>
      <ListingSection>Basic Information</ListingSection>
      <BoundedTextInput source="title" label="Title" schema={shape.title} validate={required('Title is required')} fullWidth />
      <NumberInput source="price" label={type === 'rent' ? 'Price per day (USD)' : 'Price (USD)'} validate={[required('Price is required'), minValue(0)]} />
      <BoundedTextInput source="brand" label="Brand" schema={shape.brand} validate={required('Brand is required')} />
      <BoundedTextInput source="model" label="Model" schema={shape.model} validate={required('Model is required')} />
      <NumberInput
        source="year"
        label="Year"
        defaultValue={new Date().getFullYear()}
        validate={[required('Year is required'), minValue(VEHICLE_YEAR_MIN), maxValue(yearMax)]}
       
       
       
      />
      <NumberInput source="mileage" label="Mileage (km)" validate={[required('Mileage is required'), minValue(0)]} />
      <SelectInput source="fuel_type" label="Fuel Type" choices={choices(ADD_FUEL_TYPES)} defaultValue="Gasoline" validate={required()} translateChoice={false} />
      <SelectInput source="transmission" label="Transmission" choices={choices(ADD_TRANSMISSIONS)} defaultValue="Automatic" validate={required()} translateChoice={false} />
      <BoundedTextInput source="location" label="Location" schema={shape.location} fullWidth />
      <SelectInput source="status" label="Status" choices={statusChoices} defaultValue="pending" validate={required()} />
      <ListingSection>Description</ListingSection>
      <BoundedTextInput source="description" label="Description" schema={shape.description} multiline minRows={4} fullWidth />
      <ListingSection>Images</ListingSection>
      <GalleryInput />
      <ListingSection>Features</ListingSection>
      <CheckboxGroupInput source="features" label="Features" choices={choices(ADD_VEHICLE_FEATURES)} defaultValue={[]} translateChoice={false} />
      <ListingSection>Owner Information</ListingSection>
      <VehicleOwnerInputs />
    </>
  );
}

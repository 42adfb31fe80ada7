import { CheckboxGroupInput, NumberInput, SelectInput, maxValue, minValue, required, useTranslate } from 'react-admin';
import { LISTING_STATUSES, statusLabel, type ListingType } from '../../../domain/listings';
import {
  VEHICLE_FUEL_TYPES,
  VEHICLE_TRANSMISSIONS,
  VEHICLE_FEATURES,
  VEHICLE_YEAR_MIN,
  vehicleAddYearMax,
  vehicleSchema,
} from '../../../domain/vehicles';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { GalleryInput } from '../../components/gallery/GalleryInput';
import { ListingSection } from '../../screens/salesRentals/ListingSection';
import { VehicleOwnerInputs } from './VehicleOwnerInputs';

const { shape } = vehicleSchema;
const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/**
 * VEH-03, VEH-07..15: the add form: title, price, brand, model, year (1900 to next year, this year by
 * default) and mileage required; its fuel types, transmissions and features.
 */
export function VehicleAddInputs({ type }: { type: ListingType }) {
  const translate = useTranslate();
  const yearMax = vehicleAddYearMax();
  const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: statusLabel('vehicles', type, status) }));
  return (
    <>
      <ListingSection>{translate('ep.vehicles.basicInformation')}</ListingSection>
      <BoundedTextInput source="title" label="ep.vehicles.title" schema={shape.title} fullWidth />
      <NumberInput source="price" label={type === 'rent' ? 'ep.vehicles.pricePerDayUsd' : 'ep.vehicles.priceUsd'} validate={[required('Price is required'), minValue(0)]} />
      <BoundedTextInput source="brand" label="ep.vehicles.brand" schema={shape.brand} validate={required('Brand is required')} />
      <BoundedTextInput source="model" label="ep.vehicles.model" schema={shape.model} validate={required('Model is required')} />
      <NumberInput
        source="year"
        label="ep.vehicles.year"
        defaultValue={new Date().getFullYear()}
        validate={[required('Year is required'), minValue(VEHICLE_YEAR_MIN), maxValue(yearMax)]}
       
       
       
      />
      <NumberInput source="mileage" label="ep.vehicles.mileageKm" validate={[required('Mileage is required'), minValue(0)]} />
      <SelectInput source="fuel_type" label="ep.vehicles.fuelType" choices={choices(VEHICLE_FUEL_TYPES)} defaultValue="Gasoline" validate={required()} translateChoice={false} />
      <SelectInput source="transmission" label="ep.vehicles.transmission" choices={choices(VEHICLE_TRANSMISSIONS)} defaultValue="Automatic" validate={required()} translateChoice={false} />
      <BoundedTextInput source="location" label="ep.vehicles.location" schema={shape.location} fullWidth />
      <SelectInput source="status" label="ep.vehicles.status" choices={statusChoices} defaultValue="pending" validate={required()} />
      <ListingSection>{translate('ep.vehicles.description')}</ListingSection>
      <BoundedTextInput source="description" label="ep.vehicles.description" schema={shape.description} multiline minRows={4} fullWidth />
      <ListingSection>{translate('ep.vehicles.images')}</ListingSection>
      <GalleryInput />
      <ListingSection>{translate('ep.vehicles.features')}</ListingSection>
      <CheckboxGroupInput source="features" label="ep.vehicles.features" choices={choices(VEHICLE_FEATURES)} defaultValue={[]} translateChoice={false} />
      <ListingSection>{translate('ep.vehicles.ownerInformation')}</ListingSection>
      <VehicleOwnerInputs />
    </>
  );
}

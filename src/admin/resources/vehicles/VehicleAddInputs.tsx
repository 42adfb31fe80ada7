import { CheckboxGroupInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
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
import { ListingSection } from '../../components/listings/ListingSection';
import { VehicleOwnerInputs } from './VehicleOwnerInputs';
import { lazy } from '../../../domain/lazy';

// Next year's models are allowed from the day the app is loaded (VEH-09).
const addSchema = lazy(() => vehicleAddSchema());
const shape = lazy(() => addSchema.shape);
// VEH-24: the form sends whole numbers (vehiclePayload); the schema judges what is sent.
const whole = { sends: parseInteger };
const rules = rulesOf(addSchema, { price: whole, year: whole, mileage: whole });
const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/**
 * VEH-03, VEH-07..15: the add form: title, price, brand, model, year (1900 to next year, this year by
 * default) and mileage required; its fuel types, transmissions and features.
 */
export function VehicleAddInputs({ type }: { type: ListingType }) {
  const translate = useTranslate();
  const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: statusLabel('vehicles', type, status) }));
  return (
    <>
      <ListingSection>{translate('ep.vehicles.basicInformation')}</ListingSection>
      <BoundedTextInput source="title" label="ep.vehicles.title" schema={shape.title} fullWidth />
      <NumberInput
        source="price"
        label={type === 'rent' ? 'ep.vehicles.pricePerDayUsd' : 'ep.vehicles.priceUsd'}
        validate={rules.price}
      />
      <BoundedTextInput source="brand" label="ep.vehicles.brand" schema={shape.brand} />
      <BoundedTextInput source="model" label="ep.vehicles.model" schema={shape.model} />
      <NumberInput
        source="year"
        label="ep.vehicles.year"
        defaultValue={new Date().getFullYear()}
        validate={rules.year}
      />
      <NumberInput source="mileage" label="ep.vehicles.mileageKm" validate={rules.mileage} />
      <SelectInput
        source="fuel_type"
        label="ep.vehicles.fuelType"
        choices={choices(VEHICLE_FUEL_TYPES)}
        defaultValue="Gasoline"
        validate={rules.fuel_type}
        translateChoice={false}
      />
      <SelectInput
        source="transmission"
        label="ep.vehicles.transmission"
        choices={choices(VEHICLE_TRANSMISSIONS)}
        defaultValue="Automatic"
        validate={rules.transmission}
        translateChoice={false}
      />
      <BoundedTextInput source="location" label="ep.vehicles.location" schema={shape.location} fullWidth />
      <SelectInput
        source="status"
        label="ep.vehicles.status"
        choices={statusChoices}
        defaultValue="pending"
        validate={rules.status}
      />
      <ListingSection>{translate('ep.vehicles.description')}</ListingSection>
      <BoundedTextInput
        source="description"
        label="ep.vehicles.description"
        schema={shape.description}
        multiline
        minRows={4}
        fullWidth
      />
      <ListingSection>{translate('ep.vehicles.images')}</ListingSection>
      <GalleryInput />
      <ListingSection>{translate('ep.vehicles.features')}</ListingSection>
      <CheckboxGroupInput
        source="features"
        label="ep.vehicles.features"
        choices={choices(VEHICLE_FEATURES)}
        defaultValue={[]}
        translateChoice={false}
      />
      <ListingSection>{translate('ep.vehicles.ownerInformation')}</ListingSection>
      <VehicleOwnerInputs />
    </>
  );
}

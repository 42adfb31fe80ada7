import { CheckboxGroupInput, NumberInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
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
import { ListingSection } from '../../components/listings/ListingSection';
import { VehicleOwnerInputs } from './VehicleOwnerInputs';
import { lazy } from '../../../domain/lazy';

const shape = lazy(() => vehicleSchema.shape);
// VEH-24: price, year and mileage are sent whole, an emptied year or mileage as 0 (vehiclePayload); the schema judges
// what is sent.
const whole = { sends: parseInteger };
const count = { sends: parseInteger, emptyAs: 0 };
const rules = rulesOf(vehicleSchema, { price: whole, year: count, mileage: count });
/** The empty option ('not stated') is the select's own, reading '—'. */
const choices = (values: readonly string[]) =>
  values.filter((value) => value !== '').map((value) => ({ id: value, name: value }));

/**
 * VEH-22..27: the edit form: only title and price required, year 1900 to 2030, the add form's options (one
 * list, issue 23) plus 'not stated'.
 */
export function VehicleEditInputs() {
  const translate = useTranslate();
  const record = useRecordContext<Vehicle>();
  const statusChoices = LISTING_STATUSES.map((status) => ({
    id: status,
    name: statusLabel('vehicles', record?.type ?? 'sale', status),
  }));
  return (
    <>
      <ListingSection>{translate('ep.vehicles.basicInformation')}</ListingSection>
      <BoundedTextInput source="title" label="ep.vehicles.title" schema={shape.title} fullWidth />
      <NumberInput
        source="price"
        label={record?.type === 'rent' ? 'ep.vehicles.pricePerDayUsd' : 'ep.vehicles.priceUsd'}
        validate={rules.price}
      />
      <BoundedTextInput source="brand" label="ep.vehicles.brand" schema={shape.brand} />
      <BoundedTextInput source="model" label="ep.vehicles.model" schema={shape.model} />
      <NumberInput source="year" label="ep.vehicles.year" validate={rules.year} />
      <NumberInput source="mileage" label="ep.vehicles.mileageKm" validate={rules.mileage} />
      <SelectInput
        source="fuel_type"
        label="ep.vehicles.fuelType"
        choices={choices(VEHICLE_FUEL_TYPES)}
        translateChoice={false}
        emptyText="—"
      />
      <SelectInput
        source="transmission"
        label="ep.vehicles.transmission"
        choices={choices(VEHICLE_TRANSMISSIONS)}
        translateChoice={false}
        emptyText="—"
      />
      <BoundedTextInput source="location" label="ep.vehicles.location" schema={shape.location} fullWidth />
      <SelectInput source="status" label="ep.vehicles.status" choices={statusChoices} validate={rules.status} />
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
        translateChoice={false}
      />
      <ListingSection>{translate('ep.vehicles.ownerInformation')}</ListingSection>
      <VehicleOwnerInputs />
    </>
  );
}

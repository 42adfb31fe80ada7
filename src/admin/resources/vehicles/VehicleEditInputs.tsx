import { CheckboxGroupInput, NumberInput, SelectInput, maxValue, minValue, required, useRecordContext, useTranslate } from 'react-admin';
import { LISTING_STATUSES, statusLabel } from '../../../domain/listings';
import {
  VEHICLE_FUEL_TYPES,
  VEHICLE_TRANSMISSIONS,
  VEHICLE_FEATURES,
  VEHICLE_EDIT_YEAR_MAX,
  VEHICLE_YEAR_MIN,
  vehicleSchema,
  type Vehicle,
} from '../../../domain/vehicles';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { GalleryInput } from '../../components/gallery/GalleryInput';
import { ListingSection } from '../../screens/salesRentals/ListingSection';
import { VehicleOwnerInputs } from './VehicleOwnerInputs';

const { shape } = vehicleSchema;
/** The empty option ('not stated') is the select's own, reading '—'. */
const choices = (values: readonly string[]) => values.filter((value) => value !== '').map((value) => ({ id: value, name: value }));

/**
 * VEH-22..27: the edit form: only title and price required, year 1900 to 2030, the add form's options (one
 * list, issue 23) plus 'not stated'.
 */
export function VehicleEditInputs() {
  const translate = useTranslate();
  const record = useRecordContext<Vehicle>();
  const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: statusLabel('vehicles', record?.type ?? 'sale', status) }));
  return (
    <>
      <ListingSection>{translate('ep.vehicles.basicInformation')}</ListingSection>
      <BoundedTextInput source="title" label="ep.vehicles.title" schema={shape.title} fullWidth />
      <NumberInput source="price" label={record?.type === 'rent' ? 'ep.vehicles.pricePerDayUsd' : 'ep.vehicles.priceUsd'} validate={[required('Price is required'), minValue(0)]} />
      <BoundedTextInput source="brand" label="ep.vehicles.brand" schema={shape.brand} />
      <BoundedTextInput source="model" label="ep.vehicles.model" schema={shape.model} />
      <NumberInput source="year" label="ep.vehicles.year" validate={[minValue(VEHICLE_YEAR_MIN), maxValue(VEHICLE_EDIT_YEAR_MAX)]} />
      <NumberInput source="mileage" label="ep.vehicles.mileageKm" validate={minValue(0)} />
      <SelectInput source="fuel_type" label="ep.vehicles.fuelType" choices={choices(VEHICLE_FUEL_TYPES)} translateChoice={false} emptyText="—" />
      <SelectInput source="transmission" label="ep.vehicles.transmission" choices={choices(VEHICLE_TRANSMISSIONS)} translateChoice={false} emptyText="—" />
      <BoundedTextInput source="location" label="ep.vehicles.location" schema={shape.location} fullWidth />
      <SelectInput source="status" label="ep.vehicles.status" choices={statusChoices} validate={required()} />
      <ListingSection>{translate('ep.vehicles.description')}</ListingSection>
      <BoundedTextInput source="description" label="ep.vehicles.description" schema={shape.description} multiline minRows={4} fullWidth />
      <ListingSection>{translate('ep.vehicles.images')}</ListingSection>
      <GalleryInput />
      <ListingSection>{translate('ep.vehicles.features')}</ListingSection>
      <CheckboxGroupInput source="features" label="ep.vehicles.features" choices={choices(VEHICLE_FEATURES)} translateChoice={false} />
      <ListingSection>{translate('ep.vehicles.ownerInformation')}</ListingSection>
      <VehicleOwnerInputs />
    </>
  );
}

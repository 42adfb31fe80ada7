import type { ListingKind } from '../../../domain/listings';
import type { Vehicle } from '../../../domain/vehicles';
import { ListingView } from '../../components/listings/ListingView';

/** VEH-33: brand, model, year, mileage in km, fuel type and transmission beside the shared parts. */
export function VehicleView({ kind }: { kind: ListingKind }) {
  return (
    <ListingView<Vehicle>
      kind={kind}
      noun="vehicle"
      loadingText="ep.vehicles.loading"
      details={(vehicle) => [
        ['ep.vehicles.brand', vehicle.brand],
        ['ep.vehicles.model', vehicle.model],
        ['ep.vehicles.year', vehicle.year || '—'],
        ['ep.vehicles.mileage', `${vehicle.mileage.toLocaleString('en-US')} km`],
        ['ep.vehicles.fuelType', vehicle.fuel_type || '—'],
        ['ep.vehicles.transmission', vehicle.transmission || '—'],
        ['ep.vehicles.location', vehicle.location],
      ]}
    />
  );
}

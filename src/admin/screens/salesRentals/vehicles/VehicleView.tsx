import type { ListingKind } from '../../../../domain/listings';
import { type Vehicle } from '../../../../domain/vehicles';
import { ListingView } from '../ListingView';

/** VEH-33: brand, model, year, mileage in km, fuel type and transmission beside the shared parts. */
export function VehicleView({ kind }: { kind: ListingKind }) {
  return (
    <ListingView<Vehicle>
      kind={kind}
      noun="Vehicle"
      loadingText="ep.vehicles.loading"
      details={(vehicle) => [
        ['Brand', vehicle.brand],
        ['Model', vehicle.model],
        ['Year', vehicle.year || '—'],
        ['Mileage', `${vehicle.mileage.toLocaleString('en-US')} km`],
        ['Fuel Type', vehicle.fuel_type || '—'],
        ['Transmission', vehicle.transmission || '—'],
        ['Location', vehicle.location],
      ]}
    />
  );
}

import type { ListingKind } from '../../../domain/listings';
import type { Property } from '../../../domain/properties';
import { ListingView } from '../../screens/salesRentals/ListingView';

/** PROP-21 (DECISIONS.md): the property's page, loaded from the API when opened by URL. */
export function PropertyView({ kind }: { kind: ListingKind }) {
  return (
    <ListingView<Property>
      kind={kind}
      noun="Property"
      loadingText="Loading property data..."
      details={(property) => [
        ['Location', property.location],
        ['Bedrooms', property.bedrooms],
        ['Bathrooms', property.bathrooms],
        ['Area', `${property.area} m²`],
      ]}
    />
  );
}

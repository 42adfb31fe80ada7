import type { ListingKind } from '../../../domain/listings';
import type { Property } from '../../../domain/properties';
import { ListingView } from '../../components/listings/ListingView';

/** PROP-21 (docs/DECISIONS.md): the property's page, loaded from the API when opened by URL. */
export function PropertyView({ kind }: { kind: ListingKind }) {
  return (
    <ListingView<Property>
      kind={kind}
      noun="property"
      loadingText="ep.properties.loading"
      details={(property) => [
        ['ep.listings.location', property.location],
        ['ep.listings.bedrooms', property.bedrooms],
        ['ep.properties.bathrooms', property.bathrooms],
        ['ep.properties.area', `${property.area} m²`],
      ]}
    />
  );
}

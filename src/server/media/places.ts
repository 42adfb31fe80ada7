import type { ResourceDeclaration } from '../../domain/resource';
import { advertisementsResource } from '../../domain/advertisements';
import { attractionsResource } from '../../domain/attractions';
import { faqResource } from '../../domain/faq';
import { pagesResource } from '../../domain/pages';
import { policiesResource } from '../../domain/policies';
import { postsResource } from '../../domain/posts';
import { propertiesResource } from '../../domain/properties';
import { seoEntriesResource } from '../../domain/seo/seoEntries';
import { toursResource } from '../../domain/tours';
import { vehiclesResource } from '../../domain/vehicles';

/**
 * A table whose text or JSON columns may name a media file by its /media/ URL. `published` narrows it to
 * the rows visitors see (stored values, booleans as 0/1); none means every row is public.
 * `resourceColumn` names the column holding the resource of each row (the singletons table keeps all of them).
 */
export interface MediaPlace {
  resource: string;
  table: string;
  columns: readonly string[];
  label: string;
  published?: Readonly<Record<string, ReadonlyArray<string | number>>>;
  resourceColumn?: string;
}

type Declared = Pick<ResourceDeclaration, 'name' | 'table' | 'booleans'> & {
  list: { publicFilters?: Record<string, string[]> };
};

/** The public filter of a declaration as stored values: 'true' is 1 in a boolean column. */
function storedFilter({ booleans, list }: Declared, filter = list.publicFilters): MediaPlace['published'] {
  if (!filter) return undefined;
  return Object.fromEntries(
    Object.entries(filter).map(([column, values]) => [
      column,
      booleans.includes(column) ? values.map((value) => (value === 'true' ? 1 : 0)) : values,
    ]),
  );
}

const placeOf = (
  declaration: Declared,
  columns: readonly string[],
  label: string,
  published = storedFilter(declaration),
): MediaPlace => ({
  resource: declaration.name,
  table: declaration.table,
  columns,
  label,
  published,
});

/** Every place of the content that shows images, with the columns that may hold their URLs. */
export const MEDIA_PLACES: readonly MediaPlace[] = [
  placeOf(postsResource, ['featured_image', 'og_image', 'content'], 'title'),
  placeOf(pagesResource, ['content'], 'title', { status: ['published'] }),
  placeOf(toursResource, ['background_image', 'descripcion', 'short_description'], 'nombre'),
  placeOf(attractionsResource, ['imagen', 'descripcion'], 'nombre'),
  placeOf(propertiesResource, ['image', 'additional_images', 'description'], 'title'),
  placeOf(vehiclesResource, ['image', 'additional_images', 'description'], 'title'),
  placeOf(advertisementsResource, ['image'], 'title', { status: ['active'] }),
  placeOf(seoEntriesResource, ['image'], 'title'),
  placeOf(policiesResource, ['content'], 'title'),
  placeOf(faqResource, ['answer'], 'question'),
  // Header settings (logo, favicon), SEO general (og_image, favicon), about us, footer…: one JSON row each.
  { resource: 'singletons', table: 'singletons', columns: ['data'], label: 'name', resourceColumn: 'name' },
];

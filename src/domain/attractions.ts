import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { imageLink, isSafeLink, LINK_MESSAGE, requiredText, text } from './validation';
import { lazy } from './lazy';

/** ATTR-05 */
export const ATTRACTIONS_PER_PAGE = 15;

/** An optional address: empty, a site path or http(s) (the same rule as every link the public site renders). */
const optionalLink = (max: number) => text(max).refine(isSafeLink, LINK_MESSAGE).default('');

export const attractionSchema = lazy(() =>
  z.object({
    nombre: requiredText(200, 'ep.attractions.nameRequired'),
    descripcion: requiredText(5000, 'ep.attractions.descriptionRequired'),
    // ATTR-08, ATTR-10: the /media/ URL of an upload, or a path typed in; another site's image is refused (DECISIONS).
    imagen: imageLink(500).default(''),
    link: optionalLink(500),
  }),
);

export const attractionsResource = defineResource({
  name: 'attractions',
  api: '/api/attractions',
  schema: attractionSchema,
  search: ['nombre', 'descripcion'],
  access: { read: 'public', write: 'owner' },
  list: {
    sortable: ['nombre'],
    // ATTR-03: newest first.
    defaultSort: [['id', 'desc']],
  },
  screens: true,
});

export type Attraction = RecordOf<typeof attractionsResource>;

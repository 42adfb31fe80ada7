import type { SeedOf } from '../../domain/resource';
import type { categoriesResource } from '../../domain/categories';
import type { postsResource } from '../../domain/posts';

/** Blog categories of the demo; posts point at them by position (ids 1..4 on a fresh database). */
export const demoCategories = (): SeedOf<typeof categoriesResource>[] => [
  { name: 'Excursiones', slug: 'excursiones', description: 'Tours y excursiones desde Puerto Plata' },
  { name: 'Cruise Guests', slug: 'cruise-guests', description: 'Shore excursions from Amber Cove and Taino Bay' },
  { name: 'Consejos de viaje', slug: 'consejos-de-viaje', description: 'Lo que conviene saber antes de venir' },
  { name: 'Family Fun', slug: 'family-fun', description: 'Days out for the whole family' },
];

type DemoPost = SeedOf<typeof postsResource>;

const post = (fields: DemoPost): DemoPost => ({
  seo_title: fields.title,
  seo_description: fields.summary,
  og_title: fields.title,
  og_description: fields.summary,
  og_image: fields.featured_image,
  ...fields,
});

/** Posts in Spanish and English about the excursions the business sells; two are drafts. */
export const demoPosts = (): DemoPost[] => [
  post({
    title: 'Los 27 Charcos de Damajagua: guía completa',
    slug: 'los-27-charcos-de-damajagua-guia-completa',
    summary: 'Saltos, toboganes naturales y pozas de agua turquesa a 40 minutos de Puerto Plata.',
    content:
      '<h2>Qué esperar</h2><p>Con casco y chaleco, subes por el bosque y bajas saltando de charco en charco. ' +
      'Hay recorridos de 7, 12 y 27 cascadas.</p><p><strong>Lleva</strong> zapatos que se puedan mojar y ' +
      'protector solar biodegradable.</p>',
    featured_image: '/media/damajagua-falls.jpg',
    category_id: 1,
    status: 'published',
    tags: ['Damajagua', 'cascadas', 'aventura'],
    seo_keywords: 'damajagua, 27 charcos, excursiones puerto plata',
    twitter_card: 'summary_large_image',
    published_at: '2026-09-06T14:00:00.000Z',
  }),
  post({
    title: 'Cable car to Mount Isabel de Torres: tips for a clear view',
    slug: 'cable-car-to-mount-isabel-de-torres',
    summary: 'The only cable car in the Caribbean climbs 793 m above Puerto Plata. Go early, before the clouds.',
    content:
      '<p>The teleférico runs from 8:30 a.m. Morning rides have the best chance of a clear view over the bay ' +
      'and the Malecón.</p><ul><li>Botanical garden at the top</li><li>Christ the Redeemer statue</li><li>' +
      'Bring a light jacket</li></ul>',
    featured_image: '/media/cable-car-isabel-de-torres.png',
    category_id: 1,
    status: 'published',
    tags: ['cable car', 'Isabel de Torres', 'views'],
    published_at: '2026-10-12T13:00:00.000Z',
  }),
  post({
    title: 'Amber Cove shore excursions that get you back on time',
    slug: 'amber-cove-shore-excursions-back-on-time',
    summary: 'Private tours timed to your ship: we watch the clock so you can enjoy the day.',
    content:
      '<p>Our drivers meet you at the Amber Cove gate with a sign. Every tour ends at the pier at least one ' +
      'hour before all-aboard.</p><p>Popular picks: Damajagua, the cable car and the old town.</p>',
    featured_image: '/media/amber-cove-pier.jpg',
    category_id: 2,
    status: 'published',
    tags: ['Amber Cove', 'cruise', 'shore excursions'],
    published_at: '2026-09-20T15:30:00.000Z',
  }),
  post({
    title: 'Ocean World con niños: delfines, leones marinos y playa',
    slug: 'ocean-world-con-ninos',
    summary: 'Cómo aprovechar un día en Ocean World, en Cofresí, con toda la familia.',
    content:
      '<p>El parque abre a las 9:00. Reserva el nado con delfines con antelación y deja tiempo para la playa ' +
      'privada.</p><p>Te recogemos en tu hotel de Playa Dorada o Cofresí.</p>',
    category_id: 4,
    status: 'published',
    tags: ['Ocean World', 'familia', 'delfines'],
    published_at: '2026-10-03T12:00:00.000Z',
  }),
  post({
    title: 'Paradise Island: a day on Cayo Arena',
    slug: 'paradise-island-a-day-on-cayo-arena',
    summary: 'Catamaran from Punta Rucia, snorkelling on the reef and lunch on the beach.',
    content:
      '<p>Paradise Island is a sandbar in the middle of the sea. The boat crosses the mangroves of Punta ' +
      'Rucia on the way back.</p><p>Pick-up at 7:00 a.m. from Puerto Plata hotels.</p>',
    category_id: 1,
    status: 'published',
    tags: ['Paradise Island', 'Cayo Arena', 'snorkel'],
    published_at: '2026-10-20T11:00:00.000Z',
  }),
  post({
    title: 'Qué llevar a una excursión en Puerto Plata',
    slug: 'que-llevar-a-una-excursion-en-puerto-plata',
    summary: 'Una lista corta para no olvidar nada: del pasaporte al repelente.',
    content:
      '<ul><li>Protector solar biodegradable</li><li>Repelente</li><li>Toalla y ropa de ' +
      'cambio</li><li>Efectivo en pesos o dólares</li></ul>',
    category_id: 3,
    status: 'published',
    tags: ['consejos', 'equipaje'],
    published_at: '2026-08-28T10:00:00.000Z',
  }),
  post({
    title: 'Puerto Plata old town walking tour',
    slug: 'puerto-plata-old-town-walking-tour',
    summary: 'Victorian houses, the San Felipe fort and the Amber Museum in one morning.',
    content:
      '<p>Start at Parque Independencia, walk down Calle Duarte to the umbrella street and finish at ' +
      'Fortaleza San Felipe on the Malecón.</p>',
    category_id: 2,
    status: 'published',
    tags: ['old town', 'history', 'Amber Museum'],
    published_at: '2026-11-02T09:00:00.000Z',
  }),
  post({
    title: 'Traslado del aeropuerto a Sosúa y Cabarete',
    slug: 'traslado-aeropuerto-sosua-cabarete',
    summary: 'Precios fijos desde el aeropuerto Gregorio Luperón (POP) a las playas del este.',
    content: '<p>Tu chofer te espera en llegadas con un cartel. El viaje a Sosúa dura 15 minutos y a Cabarete 25.</p>',
    category_id: 3,
    status: 'published',
    tags: ['aeropuerto', 'Sosúa', 'Cabarete'],
    published_at: '2026-09-10T16:00:00.000Z',
  }),
  post({
    title: 'Ocean World Adventure Park for cruise passengers',
    slug: 'ocean-world-for-cruise-passengers',
    summary: 'From the Taino Bay pier to the dolphin lagoon in 20 minutes.',
    content: '<p>A half-day plan that fits every ship schedule, with a private driver waiting at the park exit.</p>',
    category_id: 2,
    status: 'published',
    tags: ['Ocean World', 'cruise', 'Taino Bay'],
    published_at: '2026-10-28T14:00:00.000Z',
  }),
  post({
    title: 'Damajagua en temporada de lluvias',
    slug: 'damajagua-en-temporada-de-lluvias',
    summary: 'Cuándo cierran los charcos altos y qué alternativas ofrecemos.',
    content:
      '<p>Después de lluvias fuertes el parque limita el recorrido a los 7 primeros charcos. Te avisamos la ' +
      'noche anterior.</p>',
    category_id: 1,
    status: 'published',
    tags: ['Damajagua', 'lluvia'],
    published_at: '2026-11-05T08:00:00.000Z',
  }),
  post({
    title: 'Snorkel en Sosúa: los mejores arrecifes',
    slug: 'snorkel-en-sosua-los-mejores-arrecifes',
    summary: 'Borrador: Playa Alicia, Los Charamicos y el arrecife de Sosúa Bay.',
    content: '<p>Pendiente de fotos.</p>',
    category_id: 1,
    status: 'draft',
    tags: ['Sosúa', 'snorkel'],
  }),
  post({
    title: 'Christmas in Puerto Plata: events and tours',
    slug: 'christmas-in-puerto-plata',
    summary: 'Draft: what is open over the holidays and how to book.',
    content: '<p>To be completed.</p>',
    category_id: null,
    status: 'draft',
    tags: [],
  }),
];

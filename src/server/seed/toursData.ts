/**
 * Demo tours and attractions around Puerto Plata, for demoData(); their bookings are in bookingsDemo.ts.
 */
import type { SeedOf } from '../../domain/resource';
import type { attractionsResource } from '../../domain/attractions';
import { tourSchema, type toursResource } from '../../domain/tours';

type TourSeed = SeedOf<typeof toursResource>;

const PICKUPS = ['Amber Cove cruise port', 'Taino Bay cruise port', 'Playa Dorada hotels', 'Sosúa', 'Cabarete'];
const BRING = ['Sunscreen', 'Swimwear', 'Towel', 'Cash for souvenirs'];
const CANCELLATION = 'Free cancellation up to 24 hours before the tour. Later cancellations are charged in full.';

/** A whole tour, defaults filled in, so the fake data provider of the screen tests shows what the server would. */
const tour = (
  fields: Omit<TourSeed, 'pickup_locations' | 'what_to_bring' | 'cancellation_policy'> & Partial<TourSeed>,
): TourSeed =>
  tourSchema.parse({ pickup_locations: PICKUPS, what_to_bring: BRING, cancellation_policy: CANCELLATION, ...fields });

export const demoTours: TourSeed[] = [
  tour({
    nombre: '27 Damajagua Waterfalls',
    slug: 'damajagua-waterfalls',
    precio: 85,
    duracion: '5 hours',
    capacidad: '1-12 people',
    capacity_per_day: 36,
    descripcion:
      'Climb, jump and slide down the limestone waterfalls of the Río Damajagua with certified guides, then ' +
      'a Dominican lunch in Imbert.',
    short_description: 'Jump and slide down the natural waterfalls of Damajagua with certified guides.',
    highlights: ['Up to 27 waterfalls', 'Helmet and life jacket included', 'Dominican buffet lunch'],
    included_services: ['Round-trip transport', 'Guide', 'Safety gear', 'Lunch'],
    excluded_services: ['Photos and videos', 'Tips'],
    requirements: ['Minimum age 8', 'Able to swim'],
    pricing_message: 'Price for 1 to 4 people; each extra person $15 (up to 12).',
    background_image: '/media/damajagua-falls.jpg',
    icon: 'Waves',
    rating: 5,
    featured: true,
    order: 1,
    meta_title: 'Damajagua Waterfalls tour from Puerto Plata',
    meta_description: 'Private 27 Damajagua waterfalls excursion with pickup at Amber Cove, Taino Bay and your hotel.',
  }),
  tour({
    nombre: 'Ocean World Adventure Park',
    slug: 'ocean-world-adventure-park',
    precio: 120,
    duracion: '6 hours',
    capacidad: '1-10 people',
    capacity_per_day: 40,
    child_price: 90,
    descripcion:
      'Transfer to Ocean World in Cofresí: dolphin and sea lion shows, tropical reef aquarium and the option ' +
      'of swimming with dolphins.',
    short_description: 'Dolphins, sea lions and sharks at Cofresí marine park.',
    highlights: ['Dolphin show', 'Sea lion show', 'Tropical reef aquarium'],
    included_services: ['Round-trip transport', 'Park entrance'],
    excluded_services: ['Dolphin swim', 'Lunch'],
    icon: 'Fish',
    rating: 5,
    featured: true,
    order: 2,
  }),
  tour({
    nombre: 'Cable Car to Pico Isabel de Torres',
    slug: 'cable-car-pico-isabel-de-torres',
    precio: 65,
    duracion: '3 hours',
    capacidad: '1-8 people',
    capacity_per_day: 24,
    descripcion:
      'Ride the only cable car of the Caribbean to the top of Mount Isabel de Torres, 793 m above Puerto ' +
      'Plata, with its Christ statue and botanical garden.',
    short_description: 'The Caribbean’s only cable car, Christ statue and botanical garden.',
    highlights: ['Panoramic views of the bay', 'Botanical garden', 'Christ the Redeemer statue'],
    included_services: ['Transport', 'Cable car tickets', 'Guide'],
    background_image: '/media/cable-car-isabel-de-torres.png',
    icon: 'Mountain',
    rating: 5,
    order: 3,
  }),
  tour({
    nombre: 'Paradise Island Catamaran',
    slug: 'paradise-island-catamaran',
    precio: 140,
    duracion: 'Full day',
    capacidad: '1-12 people',
    capacity_per_day: 45,
    child_price: 70,
    descripcion:
      'Speedboat through the mangroves of Punta Rucia to the sandbar of Paradise Island, snorkelling on the ' +
      'coral reef and lunch on the beach.',
    short_description: 'Mangroves, a white sandbar and reef snorkelling in Punta Rucia.',
    highlights: ['Mangrove ride', 'Snorkel gear included', 'Beach lunch'],
    included_services: ['Transport', 'Boat', 'Snorkel gear', 'Lunch and drinks'],
    excluded_services: ['Tips'],
    icon: 'Waves',
    rating: 5,
    featured: true,
    order: 4,
  }),
  tour({
    nombre: 'Puerto Plata City Tour',
    slug: 'puerto-plata-city-tour',
    precio: 55,
    duracion: '4 hours',
    capacidad: '1-12 people',
    capacity_per_day: 30,
    descripcion:
      'Victorian houses, Fortaleza San Felipe, the Amber Museum, Calle de las Sombrillas and a cigar and rum ' +
      'factory in the old town.',
    short_description: 'Fortress, Amber Museum, umbrella street, cigars and rum.',
    highlights: ['Fortaleza San Felipe', 'Umbrella Street', 'Rum and cigar tasting'],
    included_services: ['Transport', 'Bilingual guide', 'Entrance fees'],
    icon: 'Camera',
    rating: 4,
    order: 5,
  }),
  tour({
    nombre: 'Cayo Arena Snorkel Day',
    slug: 'cayo-arena-snorkel',
    precio: 135,
    duracion: 'Full day',
    capacidad: '2-12 people',
    capacity_per_day: 24,
    child_price: 95,
    descripcion:
      'A day on the tiny sand cay of Cayo Arena in Montecristi National Park: crystal water, tropical fish ' +
      'and a seafood lunch.',
    short_description: 'Tropical fish and crystal water on a tiny sand cay.',
    highlights: ['Coral reef', 'Seafood lunch', 'Montecristi National Park'],
    included_services: ['Transport', 'Boat', 'Snorkel gear', 'Lunch'],
    icon: 'Fish',
    rating: 5,
    order: 6,
  }),
  tour({
    nombre: 'Sosúa Snorkel and Beach',
    slug: 'sosua-snorkel-beach',
    precio: 60,
    duracion: '4 hours',
    capacidad: '1-10 people',
    capacity_per_day: 20,
    descripcion:
      'Boat ride along the Sosúa bay to the best reef spots, then free time on Playa Sosúa with its bars and ' +
      'craft stalls.',
    short_description: 'Reef snorkelling by boat and free time on Playa Sosúa.',
    highlights: ['Two snorkel stops', 'Glass-bottom boat', 'Beach time'],
    icon: 'Fish',
    rating: 4,
    order: 7,
  }),
  tour({
    nombre: 'Cabarete Kitesurf Lesson',
    slug: 'cabarete-kitesurf-lesson',
    precio: 110,
    duracion: '3 hours',
    capacidad: '1-4 people',
    capacity_per_day: 8,
    descripcion:
      'An IKO-certified instructor teaches the basics of kitesurfing on Kite Beach, the windiest bay of the ' +
      'north coast.',
    short_description: 'First kitesurf lesson with a certified instructor on Kite Beach.',
    highlights: ['IKO instructor', 'All equipment', 'Radio helmets'],
    requirements: ['Minimum age 12', 'Able to swim'],
    extra_price_per_person: 40,
    icon: 'Waves',
    rating: 5,
    order: 8,
  }),
  tour({
    nombre: 'Amber Cove Shore Excursion',
    slug: 'amber-cove-shore-excursion',
    precio: 95,
    duracion: '5 hours',
    capacidad: '1-12 people',
    capacity_per_day: 48,
    child_price: 60,
    descripcion:
      'Timed to your ship: pickup at the Amber Cove pier, the city tour highlights, the cable car and back ' +
      'on board with time to spare.',
    short_description: 'City, cable car and back to the ship on time, guaranteed.',
    highlights: ['Back-to-ship guarantee', 'Small groups', 'Cable car included'],
    pickup_locations: ['Amber Cove cruise port'],
    icon: 'Star',
    rating: 5,
    featured: true,
    order: 9,
  }),
  tour({
    nombre: 'Playa Grande and Río San Juan',
    slug: 'playa-grande-rio-san-juan',
    precio: 90,
    duracion: '7 hours',
    capacidad: '1-12 people',
    capacity_per_day: 24,
    descripcion:
      'The Gri-Gri lagoon boat ride in Río San Juan and an afternoon on Playa Grande, one of the most ' +
      'beautiful beaches of the country.',
    short_description: 'Gri-Gri lagoon by boat and an afternoon on Playa Grande.',
    icon: 'TreePine',
    rating: 4,
    order: 10,
  }),
  tour({
    nombre: 'Monkey Jungle and Zip Line',
    slug: 'monkey-jungle-zip-line',
    precio: 100,
    duracion: '5 hours',
    capacidad: '1-12 people',
    capacity_per_day: 30,
    descripcion: 'Feed the squirrel monkeys of Monkey Jungle in Sosúa, then fly over the jungle on seven zip lines.',
    short_description: 'Squirrel monkeys and seven zip lines over the jungle.',
    icon: 'TreePine',
    rating: 4,
    order: 11,
  }),
  tour({
    nombre: 'Airport Transfer POP to Cabarete',
    slug: 'airport-transfer-pop-cabarete',
    precio: 45,
    duracion: '40 minutes',
    capacidad: '1-6 people',
    capacity_per_day: 12,
    descripcion:
      'Private transfer from Gregorio Luperón airport (POP) to your hotel in Sosúa or Cabarete with a ' +
      'bilingual driver.',
    short_description: 'Private transfer from POP airport to Sosúa or Cabarete.',
    icon: 'Plane',
    rating: 5,
    active: false,
    order: 12,
  }),
];

export const demoAttractions: SeedOf<typeof attractionsResource>[] = [
  {
    nombre: 'Fortaleza San Felipe',
    descripcion: 'A 16th-century Spanish fortress on the Malecón with a small museum and sunset views.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Amber Museum',
    descripcion: 'Dominican amber with insects and plants trapped for millions of years, in a Victorian mansion.',
    imagen: '',
    link: 'https://ambermuseum.com',
  },
  {
    nombre: 'Calle de las Sombrillas',
    descripcion: 'The colourful umbrella street of the old town, full of cafés and craft shops.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Malecón de Puerto Plata',
    descripcion: 'Seven kilometres of seafront promenade with food stalls, music and the Atlantic breeze.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Teleférico Puerto Plata',
    descripcion: 'The cable car up Mount Isabel de Torres with its botanical garden.',
    imagen: '/media/cable-car-isabel-de-torres.png',
    link: 'https://telefericopuertoplata.com',
  },
  {
    nombre: '27 Charcos de Damajagua',
    descripcion: 'Natural waterfalls and pools in Imbert, climbed and jumped with a guide.',
    imagen: '/media/damajagua-falls.jpg',
    link: '',
  },
  {
    nombre: 'Ocean World',
    descripcion: 'Marine park and marina in Cofresí with dolphins, sea lions and sharks.',
    imagen: '',
    link: 'https://oceanworld.net',
  },
  {
    nombre: 'Playa Sosúa',
    descripcion: 'A sheltered bay with calm water, reef snorkelling and beach bars.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Kite Beach Cabarete',
    descripcion: 'The kitesurf capital of the Caribbean, windy from June to August and December to March.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Playa Dorada',
    descripcion: 'Golden beach with resorts and a Robert Trent Jones golf course.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Brugal Rum Factory',
    descripcion: 'Watch the bottling of one of the best-known Dominican rums and taste it.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Parque Central Independencia',
    descripcion: 'The central square with its Victorian gazebo and the San Felipe cathedral.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Cayo Arena',
    descripcion: 'A tiny sand cay surrounded by coral reef off Punta Rucia.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Laguna Gri-Gri',
    descripcion: 'A mangrove lagoon in Río San Juan explored by boat.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Playa Grande',
    descripcion: 'A long wild beach of golden sand and turquoise water near Río San Juan.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Monkey Jungle',
    descripcion: 'Squirrel monkeys, zip lines and a free dental clinic near Sosúa.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Museo del Ámbar',
    descripcion: 'Second amber collection in the Plaza Isabela, with a jewellery workshop.',
    imagen: '',
    link: '',
  },
  {
    nombre: 'Cofresí Beach',
    descripcion: 'A quiet beach west of Puerto Plata, next to Ocean World.',
    imagen: '',
    link: '',
  },
];

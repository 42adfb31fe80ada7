import type { SeedData } from './demoData';

const PLACES = ['Puerto Plata', 'Sosúa', 'Cabarete', 'Cofresí', 'Playa Dorada', 'Luperón', 'Río San Juan', 'Imbert'];
const THINGS = ['Excursión', 'Traslado', 'Tour', 'Catamarán', 'Cascadas', 'Teleférico', 'Snorkel', 'Zip line'];

/** `size` records of each listable entity, deterministic, for benchmarks and load checks. */
export function largeData(size: number) {
  const at = (index: number, list: string[]) => list[index % list.length];
  const day = (index: number) =>
    `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
  const range = Array.from({ length: size }, (_, index) => index);
  return {
    navigation: range.map((i) => ({
      name: `${at(i, THINGS)} ${at(i >> 3, PLACES)} ${i}`,
      url: `/enlace-${i}`,
      order: i + 1,
      active: i % 5 !== 0,
      new_tab: i % 7 === 0,
    })),
    pages: range.map((i) => ({
      title: `${at(i, THINGS)} en ${at(i >> 3, PLACES)} #${i}`,
      content: `<p>${at(i, THINGS)} privada desde ${at(i >> 3, PLACES)} con chofer bilingüe. Página ${i}.</p>`,
      status: i % 3 === 0 ? 'draft' : 'published',
      date: day(i),
    })),
    notifications: range.map((i) => ({
      type: (['reserva', 'mensaje', 'testimonial'] as const)[i % 3],
      text: `Aviso ${i}: ${at(i, THINGS)} ${at(i >> 3, PLACES)}`,
      read: i % 2 === 0,
    })),
    users: range.map((i) => ({
      username: `driver${i}`,
      email: `driver${i}@epcontrol.do`,
      role: i % 10 === 0 ? 'Secretary' : 'Driver',
      status: i % 9 === 0 ? 'inactive' : 'active',
      phone: `+1 809 555 ${String(i % 10000).padStart(4, '0')}`,
      vehicle: 'Toyota Hiace',
      plate: `A${String(i).padStart(6, '0')}`,
    })),
    media: range.map((i) => ({
      name: `foto-${i}.jpg`,
      type: 'image/jpeg',
      size: 100_000 + i,
      date: day(i),
      url: `/media/foto-${i}.jpg`,
      alt: `${at(i, THINGS)} ${at(i >> 3, PLACES)}`,
    })),
  } satisfies SeedData;
}

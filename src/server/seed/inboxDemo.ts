import type { SeedOf } from '../../domain/resource';
import type { contactResource } from '../../domain/contact';
import type { testimonialsResource } from '../../domain/testimonials';

/** Visitors' messages, in Spanish and English, some answered by the office. */
export function demoContactMessages(): SeedOf<typeof contactResource>[] {
  return [
    {
      nombre: 'Laura Méndez',
      email: 'laura.mendez@gmail.com',
      telefono: '+1 809 555 0134',
      asunto: 'Traslado desde el aeropuerto POP',
      mensaje:
        'Hola, llegamos el 3 de diciembre en el vuelo de las 14:20 desde Santo Domingo. Somos 4 adultos con ' +
        '6 maletas. ¿Cuánto cuesta el traslado a Cabarete?',
      fecha: '2026-11-21T15:42:00.000Z',
      leido: false,
      chat: [],
    },
    {
      nombre: 'Pierre Dubois',
      email: 'pierre.dubois@orange.fr',
      telefono: '',
      asunto: 'Excursion to Cayo Arena',
      mensaje:
        'Hello, is the Paradise Island trip available on Saturday 29 for two people? We stay at the Senator ' +
        'hotel in Playa Dorada.',
      fecha: '2026-11-20T09:15:00.000Z',
      leido: false,
      chat: [],
    },
    {
      nombre: 'Michael Thompson',
      email: 'mthompson@outlook.com',
      telefono: '+1 416 555 0199',
      asunto: 'Shore excursion from Amber Cove',
      mensaje:
        'Our ship docks at Amber Cove on December 8 from 8am to 5pm. Can you do the 27 waterfalls and be back by 4?',
      fecha: '2026-11-18T13:05:00.000Z',
      leido: true,
      chat: [
        {
          from: 'secretaria',
          text:
            'Hi Michael! Yes, we pick you up at the port gate at 8:30 and have you back by 3:30. The price is ' +
            '65 USD per person.',
          date: '2026-11-18T14:20:00.000Z',
        },
        {
          from: 'dueno',
          text: 'Confirmed with Ramón as your driver. He will hold a sign with your name.',
          date: '2026-11-18T16:02:00.000Z',
        },
      ],
    },
    {
      nombre: 'Carmen Rosario',
      email: 'carmen.rosario@hotmail.com',
      telefono: '+1 829 555 0160',
      asunto: 'Tour por la ciudad',
      mensaje: '¿El tour de Puerto Plata incluye el teleférico y la fábrica de ron? Vamos con dos niños pequeños.',
      fecha: '2026-11-15T18:30:00.000Z',
      leido: true,
      chat: [
        {
          from: 'secretaria',
          text:
            'Buenas tardes, Carmen. Sí, incluye el teleférico, la fortaleza San Felipe y la fábrica Brugal. ' +
            'Los niños menores de 5 años no pagan.',
          date: '2026-11-15T19:10:00.000Z',
        },
      ],
    },
    {
      nombre: 'Anna Schmidt',
      email: 'anna.schmidt@web.de',
      telefono: '',
      asunto: '',
      mensaje: 'Do you have a child seat for a 2 year old for the transfer to Sosúa?',
      fecha: '2026-11-12T11:00:00.000Z',
      leido: true,
      chat: [],
    },
  ];
}

/** Reviews from the public site; the newest waits for the owner's approval. */
export function demoTestimonials(): SeedOf<typeof testimonialsResource>[] {
  return [
    {
      name: 'John Carter',
      text:
        'Ramón picked us up at the airport right on time and gave us tips for the whole week. Best driver in ' +
        'Puerto Plata!',
      rating: 5,
      date: '2026-11-21',
      approved: false,
    },
    {
      name: 'María Fernández',
      text: 'La excursión a Damajagua fue increíble. Muy puntuales y el chofer muy amable con los niños.',
      rating: 5,
      date: '2026-11-10',
      approved: true,
    },
    {
      name: 'Sophie Martin',
      text: 'Very good shore excursion from Amber Cove, back at the ship with time to spare.',
      rating: 4,
      date: '2026-10-28',
      approved: true,
    },
    {
      name: 'Luis Almonte',
      text: 'Buen servicio al aeropuerto, aunque el carro tardó 15 minutos.',
      rating: 3,
      date: '2026-10-02',
      approved: false,
    },
  ];
}

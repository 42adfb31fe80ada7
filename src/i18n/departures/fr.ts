import type { es } from './es';
import { en } from './en';

/** Only what the public tour page shows is French; the staff's words stay English (French falls back to English). */
export const fr: typeof es = {
  ep: {
    ...en.ep,
    departures: {
      ...en.ep.departures,
      choose: 'Choisissez le départ',
      notATime: "L'excursion ne part pas à cette heure",
      departure: 'Départ',
      pickupPlace: 'Lieu de prise en charge',
    },
  },
};

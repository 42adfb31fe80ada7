import { DEFAULT_POLICIES } from '../../domain/defaultPolicies';
import type { SeedOf } from '../../domain/resource';
import type { faqResource } from '../../domain/faq';
import type { policiesResource } from '../../domain/policies';

/** The questions visitors ask most, in Spanish and in English, answered as the business does. */
export function demoFaqs(): SeedOf<typeof faqResource>[] {
  return [
    {
      language: 'es',
      question: '¿Cómo encuentro a mi chofer en el aeropuerto de Puerto Plata (POP)?',
      answer:
        'Su chofer le espera en la salida de llegadas con un cartel con su nombre. Seguimos su vuelo, así ' +
        'que si se retrasa le esperamos sin costo adicional.',
    },
    {
      language: 'es',
      question: 'Llego en crucero a Amber Cove o Taino Bay. ¿Volveré a tiempo al barco?',
      answer:
        'Sí. Planificamos cada excursión según la hora de su barco y le devolvemos al muelle al menos una ' +
        'hora antes de la hora de embarque.',
    },
    {
      language: 'es',
      question: '¿Los precios son por persona o por vehículo?',
      answer:
        'Los traslados tienen precio por vehículo. En los tours el precio base cubre de 1 a 4 personas; cada ' +
        'persona adicional paga el precio extra indicado en el tour.',
    },
    {
      language: 'es',
      question: '¿Puedo cancelar mi reserva?',
      answer:
        'Los traslados se cancelan gratis hasta 24 horas antes y los tours hasta 48 horas antes. Consulte ' +
        'nuestra política de cancelación para los demás casos.',
    },
    {
      language: 'es',
      question: '¿Cómo puedo pagar?',
      answer:
        'En dólares (USD) o en pesos dominicanos al cambio del día, en efectivo o con tarjeta al reservar en línea.',
    },
    {
      language: 'en',
      question: 'How do I find my driver at Puerto Plata airport (POP)?',
      answer:
        'Your driver waits at the arrivals exit with a sign showing your name. We track your flight, so if ' +
        'it is late we wait at no extra cost.',
    },
    {
      language: 'en',
      question: 'I arrive by cruise ship at Amber Cove or Taino Bay. Will I be back on time?',
      answer:
        'Yes. Every shore excursion is planned around your ship’s schedule, and we bring you back to the ' +
        'pier at least one hour before all aboard.',
    },
    {
      language: 'en',
      question: 'Are prices per person or per vehicle?',
      answer:
        'Transfers are priced per vehicle. For tours the base price covers 1 to 4 people; each extra person ' +
        'pays the extra price shown on the tour.',
    },
    {
      language: 'en',
      question: 'Can I cancel my booking?',
      answer:
        'Transfers can be cancelled free of charge up to 24 hours before pickup and tours up to 48 hours ' +
        'before the start. See our Cancellation Policy for other cases.',
    },
    {
      language: 'en',
      question: 'Do you have child seats?',
      answer: 'Yes, child and booster seats are free. Tell us the children’s ages when you book.',
    },
  ];
}

/** The business's three policies, active, as 'Initialize Policies' would create them. */
export function demoPolicies(): SeedOf<typeof policiesResource>[] {
  return DEFAULT_POLICIES.map((policy) => ({ ...policy, active: true, last_updated: '2026-11-01T12:00:00.000Z' }));
}

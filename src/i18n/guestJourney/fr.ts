import type { es } from './es';
import { en } from './en';

export const fr: typeof es = {
  ep: {
    guest: {
      ...en.ep.guest,
      mail: {
        confirmationSubject: 'Votre réservation %{reference} : %{tour}',
        updateSubject: 'Modification de votre réservation %{reference}',
        cancellationSubject: 'Réservation %{reference} annulée',
        paymentSubject: 'Paiement reçu : réservation %{reference}',
        reminderSubject: 'Demain : %{tour} (%{reference})',
        hello: 'Bonjour %{name},',
        confirmationIntro: 'Merci de votre réservation. En voici les détails :',
        updateIntro: 'Votre réservation a changé. La voici :',
        cancellationIntro: "Votre réservation a été annulée. Si vous ne l'avez pas demandé, contactez-nous.",
        paymentIntro: 'Nous avons enregistré votre paiement. Voici votre réservation :',
        reminderIntro: 'Un rappel de votre excursion de demain :',
        allAboard: 'Votre bateau part : tous à bord à %{time}. Nous vous ramenons avant.',
        reference: 'Référence',
        trip: 'Réservation',
        date: 'Date',
        pickup: 'Prise en charge',
        pickupAt: '%{place} à %{time}',
        party: 'Personnes',
        partyText: '%{adults} adultes, %{children} enfants',
        price: 'Prix',
        paid: 'Payé',
        balance: 'Reste à payer',
        policy: "Conditions d'annulation",
        freeCancel:
          "Annulation gratuite jusqu'à %{hours} heures avant la prise en charge, depuis la page de votre réservation.",
        contact: 'Téléphone / WhatsApp',
        link: 'Voir ou annuler votre réservation',
        toBeConfirmed: 'à confirmer',
        closing: 'Merci !',
      },
      page: {
        title: 'Votre réservation %{reference}',
        cancelled: 'Cette réservation est annulée.',
        cancel: 'Annuler la réservation',
        cancelConfirm: 'Voulez-vous vraiment annuler cette réservation ? Cela ne peut pas être défait.',
        cancelUntil: "Annulation gratuite jusqu'au %{until} (heure de Puerto Plata).",
        cancelClosed: "Le délai d'annulation gratuite est passé : contactez-nous pour tout changement.",
        cancelDone: 'Votre réservation a été annulée. Nous vous avons envoyé une confirmation.',
        notFound: "Nous n'avons pas trouvé cette réservation. Vérifiez le lien de votre e-mail.",
      },
      cutoff: {
        sameDay:
          "Cette excursion ne peut plus être réservée pour aujourd'hui (jusqu'à %{hour}). Choisissez une " +
          'autre date ou écrivez-nous.',
        nextDay:
          "Cette excursion ne peut plus être réservée pour demain (jusqu'à %{hour} la veille). Choisissez " +
          'une autre date ou écrivez-nous.',
      },
    },
  },
};

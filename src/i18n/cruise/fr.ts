import type { es } from './es';

export const fr: typeof es = {
  ep: {
    cruise: {
      warning: {
        before:
          'Le retour (%{back}) n’est que %{minutes} min avant le retour à bord du %{ship} (%{allAboard}) : ' +
          'il doit être au moins une heure avant',
        same: 'Le retour (%{back}) est à l’heure du retour à bord du %{ship} (%{allAboard})',
        after: 'Le retour (%{back}) est %{minutes} min après le retour à bord du %{ship} (%{allAboard})',
      },
      refused: {
        before:
          'Cette excursion revient à %{back}, seulement %{minutes} min avant le retour à bord de votre ' +
          'bateau (%{allAboard}) ; vous devez être de retour au moins une heure avant. Choisissez un départ ' +
          'plus tôt ou une autre excursion.',
        same:
          'Cette excursion revient à %{back}, l’heure même du retour à bord de votre bateau (%{allAboard}) ; ' +
          'vous devez être de retour au moins une heure avant. Choisissez un départ plus tôt ou une autre ' +
          'excursion.',
        after:
          'Cette excursion revient à %{back}, %{minutes} min après le retour à bord de votre bateau ' +
          '(%{allAboard}). Choisissez un départ plus tôt ou une autre excursion.',
      },
      form: {
        ship: 'Bateau (si vous venez en croisière)',
        noShip: 'Je ne viens pas en croisière',
        otherShip: 'Un autre bateau',
        otherShipName: 'Quel bateau ?',
        allAboardAt: 'retour à bord %{time}',
        shipNote: 'Bateau',
        hotel: 'Hôtel',
        notThatDay:
          'Ce bateau n’est pas au port ce jour-là : choisissez-le dans la liste du jour ou écrivez son nom ' +
          'sous « Un autre bateau ».',
      },
    },
  },
};

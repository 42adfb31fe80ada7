import type { es } from './es';

export const en: typeof es = {
  ep: {
    cruise: {
      warning: {
        before:
          'The return (%{back}) is only %{minutes} min before %{ship} all aboard (%{allAboard}): it must be ' +
          'at least an hour before',
        same: 'The return (%{back}) is at the same time as %{ship} all aboard (%{allAboard})',
        after: 'The return (%{back}) is %{minutes} min after %{ship} all aboard (%{allAboard})',
      },
      refused: {
        before:
          'This tour is back at %{back}, only %{minutes} min before your ship’s all aboard (%{allAboard}); ' +
          'you must be back at least an hour before. Choose an earlier departure or another tour.',
        same:
          'This tour is back at %{back}, the very time of your ship’s all aboard (%{allAboard}); you must be ' +
          'back at least an hour before. Choose an earlier departure or another tour.',
        after:
          'This tour is back at %{back}, %{minutes} min after your ship’s all aboard (%{allAboard}). Choose ' +
          'an earlier departure or another tour.',
      },
      form: {
        ship: 'Ship (if you come on a cruise)',
        noShip: 'Not on a cruise',
        otherShip: 'Another ship',
        otherShipName: 'Which ship?',
        allAboardAt: 'all aboard %{time}',
        shipNote: 'Ship',
        hotel: 'Hotel',
        notThatDay:
          'That ship is not in port that day: choose it from the day’s list or type its name under "Another ship".',
      },
    },
  },
};

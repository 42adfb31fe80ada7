/**
 * Cruise guests and their ship's all-aboard time (issue 39): the staff's warnings (manifest, booking form), the
 * visitor's refusal and the public form's ship field. Each says on which side of all-aboard the return falls.
 */
export const es = {
  ep: {
    cruise: {
      warning: {
        before:
          'El regreso (%{back}) queda solo %{minutes} min antes del todos a bordo de %{ship} (%{allAboard}): ' +
          'debe ser al menos una hora antes',
        same: 'El regreso (%{back}) es a la misma hora que el todos a bordo de %{ship} (%{allAboard})',
        after: 'El regreso (%{back}) es %{minutes} min después del todos a bordo de %{ship} (%{allAboard})',
      },
      refused: {
        before:
          'Este tour vuelve a las %{back}, solo %{minutes} min antes del todos a bordo de su barco ' +
          '(%{allAboard}); debe estar de vuelta al menos una hora antes. Elija una salida más temprana u ' +
          'otro tour.',
        same:
          'Este tour vuelve a las %{back}, la misma hora del todos a bordo de su barco (%{allAboard}); debe ' +
          'estar de vuelta al menos una hora antes. Elija una salida más temprana u otro tour.',
        after:
          'Este tour vuelve a las %{back}, %{minutes} min después del todos a bordo de su barco ' +
          '(%{allAboard}). Elija una salida más temprana u otro tour.',
      },
      form: {
        ship: 'Barco (si viene en crucero)',
        noShip: 'No vengo en crucero',
        otherShip: 'Otro barco',
        otherShipName: '¿Qué barco?',
        allAboardAt: 'todos a bordo %{time}',
        shipNote: 'Barco',
        hotel: 'Hotel',
        notThatDay:
          'Ese barco no está en puerto ese día: elíjalo de la lista del día o escriba su nombre en "Otro barco".',
      },
    },
  },
};

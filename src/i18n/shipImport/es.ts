/** Words of the ship-call rules and the schedule import's limits (issue 38). */
export const es = {
  ep: {
    shipImport: {
      allAboardBeforeArrival: 'La hora de todos a bordo debe ser posterior a la llegada',
      tooMany: 'Un calendario admite como máximo %{max} escalas por importación; divide el archivo',
      fileTooLarge: 'El archivo pesa %{size}; el máximo es %{max}. Divide el calendario en varios archivos',
      updated:
        '%{smart_count} escala cambió de horario y se actualizó: %{calls} |||| %{smart_count} escalas ' +
        'cambiaron de horario y se actualizaron: %{calls}',
    },
  },
};

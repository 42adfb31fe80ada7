/** Words of the ship-call rules and the schedule import's limits (issue 38). */
export const es = {
  ep: {
    shipImport: {
      allAboardBeforeArrival: 'La hora de todos a bordo debe ser posterior a la llegada',
      tooMany: 'Un calendario admite como máximo %{max} escalas por importación; divide el archivo',
      fileTooLarge: 'El archivo pesa %{size}; el máximo es %{max}. Divide el calendario en varios archivos',
      updated:
        '%{smart_count} escala cambió de horario y se actualizó: %{calls} |||| %{smart_count} escalas cambiaron de horario y se actualizaron: %{calls}',
    },
  },
};

export const en = {
  ep: {
    shipImport: {
      allAboardBeforeArrival: 'The all-aboard time must be after the arrival',
      tooMany: 'A schedule takes at most %{max} calls per import; split the file',
      fileTooLarge: 'The file is %{size}; the limit is %{max}. Split the schedule into several files',
      updated:
        '%{smart_count} call changed its times and was updated: %{calls} |||| %{smart_count} calls changed their times and were updated: %{calls}',
    },
  },
};

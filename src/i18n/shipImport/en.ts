import type { es } from './es';

export const en: typeof es = {
  ep: {
    shipImport: {
      allAboardBeforeArrival: 'The all-aboard time must be after the arrival',
      tooMany: 'A schedule takes at most %{max} calls per import; split the file',
      fileTooLarge: 'The file is %{size}; the limit is %{max}. Split the schedule into several files',
      updated:
        '%{smart_count} call changed its times and was updated: %{calls} |||| %{smart_count} calls changed ' +
        'their times and were updated: %{calls}',
    },
  },
};

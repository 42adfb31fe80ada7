import type { es } from './es';

export const en: typeof es = {
  ep: {
    storage: {
      full: 'The server’s disk is full: the change was not saved. Ask whoever runs the server to free some space.',
      locked: 'The database is busy with another process (a backup, for example). Try again in a few seconds.',
    },
  },
};

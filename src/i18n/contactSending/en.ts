import type { es } from './es';

export const en: typeof es = {
  ep: {
    contactSending: {
      deleteWhileSending: 'A reply to this message is being sent: wait until it finishes to delete it.',
      sending: 'Sending…',
    },
  },
};

import type { ResourceMessages } from '../folders';

/** The sidebar's and react-admin's name of the resource; its screens' words are under ep.run (i18n/runMessages.ts). */
export default {
  es: { resources: { 'ship-calls': { name: 'Escala de crucero |||| Cruceros' } } },
  en: { resources: { 'ship-calls': { name: 'Ship call |||| Cruise ships' } } },
} satisfies ResourceMessages;

import type { ResourceMessages } from '../folders';

/** The sidebar's and react-admin's name of the resource; its screens' words are under ep.run (i18n/runMessages.ts). */
export default {
  es: { resources: { 'fleet-vehicles': { name: 'Vehículo de la flota |||| Flota' } } },
  en: { resources: { 'fleet-vehicles': { name: 'Fleet vehicle |||| Fleet' } } },
} satisfies ResourceMessages;

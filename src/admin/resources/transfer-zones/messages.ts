import type { ResourceMessages } from '../folders';

/** The sidebar's and react-admin's name of the resource; its screens' words are under ep.run (i18n/runMessages.ts). */
export default {
  es: { resources: { 'transfer-zones': { name: 'Zona de traslado |||| Zonas de traslado' } } },
  en: { resources: { 'transfer-zones': { name: 'Transfer zone |||| Transfer zones' } } },
} satisfies ResourceMessages;

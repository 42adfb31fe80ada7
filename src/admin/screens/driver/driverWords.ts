import * as team from '../../../i18n/team';
import { phrase } from '../../i18n/phrase';

/** The driver's screen loads without react-admin: its words come from its feature module, in the chosen language. */
function catalog() {
  try {
    return JSON.parse(localStorage.getItem('RaStore.locale') ?? '"es"') === 'en' ? team.en : team.es;
  } catch {
    return team.es;
  }
}

export const driverWords = (key: string, args?: Record<string, unknown>) => phrase(catalog(), `ep.driver.${key}`, args);

import * as driver from '../../../i18n/driver';
import { phrase } from '../../i18n/phrase';

/** The driver's screen loads without react-admin: its words come from its feature module, in the chosen language. */
function catalog() {
  try {
    return JSON.parse(localStorage.getItem('RaStore.locale') ?? '"es"') === 'en' ? driver.en : driver.es;
  } catch {
    return driver.es;
  }
}

export const driverWords = (key: string, args?: Record<string, unknown>) => phrase(catalog(), `ep.driver.${key}`, args);

import { es as driverEs } from '../../../i18n/driver/es';
import { en as driverEn } from '../../../i18n/driver/en';
import { phrase } from '../../../i18n/phrase';
import { storedLocale } from '../../i18n/localeCookie';

/** The driver's screen loads without react-admin: its words come from its feature module, in the chosen language. */
const catalog = () => (storedLocale() === 'en' ? driverEn : driverEs);

export const driverWords = (key: string, args?: Record<string, unknown>) => phrase(catalog(), `ep.driver.${key}`, args);

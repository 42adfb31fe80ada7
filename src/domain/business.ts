/**
 * The business's one name: the site name a fresh install starts with, and what every default text, seed and
 * placeholder that names the business says. "EP Control" is the product (the back office), never the business.
 */
export const BUSINESS_NAME = 'EP Puerto Plata Taxi & Tours';

import { fr as publicSite } from './publicSite/fr';
import { fr as departures } from './departures/fr';
import { fr as visitorHold } from './visitorHold/fr';
import { fr as guestJourney } from './guestJourney/fr';
import { fr as cruise } from './cruise/fr';
import { fr as promo } from './promo/fr';
import { en } from './featuresEn';
import { mergeAll, mergeTrees, type Tree } from './tree';

/**
 * Every feature's French, for the public site (the convention: features.ts; a feature with words the public site
 * shows adds its `fr.ts` here). Server only: the staff app offers Spanish and English.
 */
export const FEATURE_FR: readonly Tree[] = [publicSite, departures, visitorHold, guestJourney, cruise, promo];

/** The French catalog: a feature's French where it has one, its English elsewhere. */
export const fr: Tree = mergeTrees(en, mergeAll(FEATURE_FR));

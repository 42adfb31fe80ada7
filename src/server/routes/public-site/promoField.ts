import { es } from '../../../i18n/promo/es';
import { en } from '../../../i18n/promo/en';
import { fr } from '../../../i18n/promo/fr';
import { html, json, type Html } from './html';

const WORDS = { es, en, fr };
type Lang = keyof typeof WORDS;

/**
 * Issue 41: the booking form's promo code, optional. The server answers a code that does not apply with
 * `promo_refused` and its reason; `data-promo` carries each reason in the page's language (es, en, fr), which the
 * page script puts under the field.
 */
export function promoField(lang: Lang): Html {
  const words = WORDS[lang].ep.promo;
  return html`<div data-promo="${json(words.refused)}">
    <label for="f-promo_code">${words.label}</label
    ><input
      id="f-promo_code"
      name="promo_code"
      maxlength="40"
      autocomplete="off"
      autocapitalize="characters"
      aria-describedby="e-promo_code"
    />
    <p class="error" id="e-promo_code" data-error-for="promo_code"></p>
  </div>`;
}

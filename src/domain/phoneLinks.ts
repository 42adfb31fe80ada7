/**
 * The Dominican Republic dials as country 1 with these area codes: guests and staff often write a local number
 * (809 555 0100), which wa.me and a phone abroad read as another country's unless the 1 is added.
 */
const LOCAL_AREA_CODES = ['809', '829', '849'];

/**
 * A phone as an international number's digits (no +): a local Dominican number gains its 1, `00` is the + written out.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.length === 10 && LOCAL_AREA_CODES.includes(digits.slice(0, 3))) return `1${digits}`;
  return digits;
}

/** Too few digits to be anyone's number: no link is offered. */
export const isDialable = (phone: string) => internationalDigits(phone).length >= 7;

/** What `tel:` dials from any phone, here or abroad. */
export const telLink = (phone: string) => `tel:+${internationalDigits(phone)}`;

/** WhatsApp's click-to-chat: the international number as digits only, and the message when there is one. */
export const whatsappLink = (phone: string, text = '') =>
  `https://wa.me/${internationalDigits(phone)}${text.trim() ? `?text=${encodeURIComponent(text)}` : ''}`;

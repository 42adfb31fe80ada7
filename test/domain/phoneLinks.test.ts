import { describe, expect, it } from 'vitest';
import { confirmationLink } from '../../src/domain/bookingMessages';
import { internationalDigits, isDialable, telLink, whatsappLink } from '../../src/domain/phoneLinks';

describe('phone links', () => {
  it('MANIFEST a Dominican number written locally is dialled and messaged as +1: 809, 829 and 849', () => {
    expect(internationalDigits('809-555-0100')).toBe('18095550100');
    expect(internationalDigits('(829) 555 0142')).toBe('18295550142');
    expect(whatsappLink('849 555 0177')).toBe('https://wa.me/18495550177');
    expect(telLink('809 555 0100')).toBe('tel:+18095550100');
  });

  it('MANIFEST an international number keeps its own country, written with + or 00', () => {
    expect(internationalDigits('+1 (809) 555-0111')).toBe('18095550111');
    expect(internationalDigits('+49 151 2345 6789')).toBe('4915123456789');
    expect(internationalDigits('0049 151 2345 6789')).toBe('4915123456789');
    // Ten digits without a Dominican area code are not taken for one.
    expect(internationalDigits('2125550100')).toBe('2125550100');
    expect(whatsappLink('+1 809 555 0111', 'Hola, Ana')).toBe('https://wa.me/18095550111?text=Hola%2C%20Ana');
    expect(whatsappLink('+1 809 555 0111', '  ')).toBe('https://wa.me/18095550111');
  });

  it('BOOKING the confirmation link needs a number that can be dialled', () => {
    expect(isDialable('12 34')).toBe(false);
    expect(confirmationLink('12 34', 'Hola')).toBeNull();
    expect(confirmationLink('809 555 0100', 'Hola')).toBe('https://wa.me/18095550100?text=Hola');
  });
});

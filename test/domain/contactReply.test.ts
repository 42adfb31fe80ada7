import { describe, expect, it } from 'vitest';
import { mailtoReply, replySubject } from '../../src/domain/contactReply';
import { telLink, whatsappLink } from '../../src/domain/phoneLinks';

const message = { email: 'ana+viaje@example.com', asunto: 'Traslado a Sosúa', mensaje: 'Somos 3.\nGracias' };

describe('contact reply links', () => {
  it(
    'CONTACT a reply\'s subject is "Re: " and the visitor\'s subject, or the first line of the message, ' +
      'always one line',
    () => {
      expect(replySubject(message)).toBe('Re: Traslado a Sosúa');
      expect(replySubject({ asunto: '', mensaje: 'Somos 3.\nGracias' })).toBe('Re: Somos 3.');
      expect(replySubject({ asunto: 'Hola\r\nBcc: otro@example.com', mensaje: 'x' })).toBe(
        'Re: Hola Bcc: otro@example.com',
      );
    },
  );

  it(
    'CONTACT mailto carries the subject and the typed text; tel dials the digits; WhatsApp takes the number ' +
      'without + or separators',
    () => {
      const mailto = new URL(mailtoReply(message, 'Hola Ana & familia,\nson 35 USD.'));
      expect(mailto.pathname).toBe('ana%2Bviaje@example.com');
      expect(decodeURIComponent(mailto.pathname)).toBe('ana+viaje@example.com');
      expect(mailto.searchParams.get('subject')).toBe('Re: Traslado a Sosúa');
      expect(mailto.searchParams.get('body')).toBe('Hola Ana & familia,\nson 35 USD.');
      expect(telLink('+1 (809) 555-0111')).toBe('tel:+18095550111');
      expect(whatsappLink('+1 (809) 555-0111', 'Hola')).toBe('https://wa.me/18095550111?text=Hola');
      expect(whatsappLink('+1 809 555 0111', '  ')).toBe('https://wa.me/18095550111');
    },
  );
});

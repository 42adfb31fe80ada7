import type { ContactMessage } from './contact';

/** The subject of a reply to a visitor: "Re: " and the visitor's subject, or the start of the message without one. */
export function replySubject(message: Pick<ContactMessage, 'asunto' | 'mensaje'>): string {
  const about = message.asunto.trim() || message.mensaje.trim().split('\n')[0].slice(0, 60);
  // A subject is one line: whatever the visitor typed, no line break reaches a mail header.
  return `Re: ${about.replace(/\s+/g, ' ').trim()}`;
}

/** A `mailto:` link that opens the staff member's own mail program on the reply, when the server sends no mail. */
export const mailtoReply = (message: Pick<ContactMessage, 'email' | 'asunto' | 'mensaje'>, text: string) =>
  `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=` +
  `${encodeURIComponent(replySubject(message))}&body=${encodeURIComponent(text)}`;

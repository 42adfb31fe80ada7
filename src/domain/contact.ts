import { z } from 'zod';
import { isoDateTime } from './dates';
import type { Phrase } from './phrase';
import { defineResource, type RecordOf } from './resource';
import { email, phone, requiredText, text } from './validation';
import { lazy } from './lazy';

/** CONTACT-03 */
export const CONTACT_PER_PAGE = 20;

/** What a thread line is: a note only the team reads (every line saved by PUT), or a reply emailed to the guest. */
export const CHAT_KINDS = ['note', 'email'] as const;
/** Whether the SMTP server took an emailed reply; `sending` while it is being asked (the line is kept first). */
export const DELIVERY_STATES = ['sending', 'sent', 'failed'] as const;

/**
 * CONTACT-11: one line of the thread under a visitor's message. Only the server sets `kind`, `to`, `delivery`
 * and `error` (the reply route); a line without `kind` is an internal note, as every line was before replies
 * reached the guest.
 */
export const chatEntrySchema = lazy(() =>
  z.strictObject({
    from: requiredText(100, 'ep.contact.fromRequired'),
    text: requiredText(2000, 'ep.contact.replyRequired'),
    // A new line is sent undated: the server dates it (appendReplies).
    date: z.union([z.literal(''), isoDateTime()]),
    kind: z.enum(CHAT_KINDS).optional(),
    to: text(254).optional(),
    delivery: z.enum(DELIVERY_STATES).optional(),
    error: text(500).optional(),
  }),
);
export type ChatEntry = z.infer<typeof chatEntrySchema>;

/** CONTACT-12. Plain text throughout: stored as typed, always rendered as text. */
export const contactSchema = lazy(() =>
  z.object({
    nombre: requiredText(120, 'ep.contact.nameRequired'),
    email: email(),
    telefono: phone().default(''),
    asunto: text(200).default(''),
    mensaje: requiredText(5000, 'ep.contact.messageRequired'),
    fecha: isoDateTime(),
    leido: z.boolean().default(false),
    chat: z.array(chatEntrySchema).max(500).default([]),
  }),
);

export const contactResource = defineResource({
  name: 'contact',
  api: '/api/contact',
  table: 'contact_messages',
  schema: contactSchema,
  // CONTACT-01: by name, email or message.
  search: ['nombre', 'email', 'mensaje'],
  access: { read: 'staff', write: 'staff' },
  list: {
    sortable: ['fecha', 'nombre', 'email', 'leido'],
    filterable: ['leido'],
    defaultSort: [
      ['fecha', 'desc'],
      ['id', 'desc'],
    ],
  },
  // The visitor's own words and when they came are kept as sent; staff change `leido` and the thread.
  readOnly: ['nombre', 'email', 'telefono', 'asunto', 'mensaje', 'fecha'],
  // Messages arrive through the public form (POST /api/contact in the server's contact file).
  writes: ['update', 'delete'],
  screens: true,
});

export type ContactMessage = RecordOf<typeof contactResource>;

/** What a visitor's form sends: the message fields, nothing the staff or the server set. */
export const contactFormSchema = lazy(() =>
  contactSchema.pick({ nombre: true, email: true, telefono: true, asunto: true, mensaje: true }).strict(),
);

/** CONTACT-10: a message once read stays read, whatever a client sends. */
export const keepsRead = (stored: boolean, sent: boolean | undefined): boolean => stored || sent === true;

/**
 * CONTACT-11: the thread only grows. A save carries the whole thread (API-27); what was stored must come
 * back unchanged at its start, and each new line is signed and dated by the server, not the client.
 * Answers the thread to store, or null when the sent one rewrites or drops earlier lines.
 */
export function appendReplies(stored: ChatEntry[], sent: ChatEntry[], from: string, now: string): ChatEntry[] | null {
  if (sent.length < stored.length) return null;
  const same = (a: ChatEntry, b: ChatEntry) => a.from === b.from && a.text === b.text && a.date === b.date;
  if (!stored.every((entry, index) => same(entry, sent[index]))) return null;
  return [...stored, ...sent.slice(stored.length).map((entry) => ({ from, text: entry.text, date: now }))];
}

/** CONTACT-04 */
export const unreadBadge = (unread: number): Phrase =>
  unread > 0 ? { key: 'ep.contact.unread', args: { count: unread } } : { key: 'ep.contact.allRead' };

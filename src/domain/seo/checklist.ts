import { z } from 'zod';
import { text } from '../validation';
import { lazy } from '../lazy';

export const CHECK_STATUSES = ['ok', 'warn', 'error'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** SEO-25: one item of the SEO checklist. */
export const checklistItemSchema = lazy(() =>
  z.strictObject({
    label: text(200),
    status: z.enum(CHECK_STATUSES),
    value: text(500).default(''),
    editable: z.boolean().default(true),
  }),
);
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

const item = (label: string, status: CheckStatus, value = ''): ChecklistItem => ({
  label,
  status,
  value,
  editable: true,
});

/** SEO-26: the 14 default items, written for a tours and transfers site in Puerto Plata. */
export const DEFAULT_CHECKLIST: readonly ChecklistItem[] = [
  item('Título del sitio (50–60 caracteres)', 'error'),
  item('Meta descripción del sitio (150–160 caracteres)', 'warn'),
  item('Sitemap XML enviado a Google Search Console', 'error'),
  item('robots.txt permite rastrear las páginas públicas', 'ok'),
  item('HTTPS en todo el sitio', 'ok'),
  item('Cada tour tiene su página con título y descripción únicos', 'warn'),
  item('Imágenes de tours con texto alternativo', 'warn'),
  item('Páginas en español e inglés enlazadas con hreflang', 'error'),
  item('Datos estructurados de TouristTrip y LocalBusiness', 'error'),
  item('Perfil de Google Business con dirección en Puerto Plata', 'ok'),
  item('Páginas rápidas en móvil (Core Web Vitals)', 'warn'),
  item('URLs canónicas en páginas duplicadas', 'ok'),
  item('Enlaces de WhatsApp y teléfono visibles en móvil', 'ok'),
  item('Reseñas y testimonios visibles en las páginas de tours', 'warn'),
];

/** The checklist item Site SEO General's title decides. */
export const SITE_TITLE_ITEM = /^Título del sitio/;

/**
 * The site title item from the title Site SEO General holds, not from the owner's click: an empty title is an
 * error, one outside the 50–60 characters the item names is to improve.
 */
export function siteTitleVerdict(title: string): Pick<ChecklistItem, 'status' | 'value' | 'editable'> {
  const length = [...title.trim()].length;
  const status: CheckStatus = length === 0 ? 'error' : length >= 50 && length <= 60 ? 'ok' : 'warn';
  return { status, value: title.trim(), editable: false };
}

/** SEO-27: clicking the status icon moves ok → warn → error → ok. */
export function nextStatus(status: CheckStatus): CheckStatus {
  return CHECK_STATUSES[(CHECK_STATUSES.indexOf(status) + 1) % CHECK_STATUSES.length];
}

/** SEO-29, DASH-05: ok items over all items, as a whole percentage; an empty checklist scores 0. */
export function healthPercentage(items: readonly Pick<ChecklistItem, 'status'>[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter(({ status }) => status === 'ok').length / items.length) * 100);
}

/** The owner dashboard's second row, "what needs me today": four counts, each opening its list already filtered. */
export interface OwnerToday {
  new_reservations: number;
  unread_messages: number;
  expiring_ads: number;
  pending_listings: number;
}

const filtered = (list: string, filter: Record<string, unknown>) =>
  `${list}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Where each count leads: the bookings tab of new ones, unread messages, the expiration monitor, the listings hub. */
export const OWNER_TODAY_LINKS: Record<keyof OwnerToday, string> = {
  new_reservations: filtered('reservas', { estado: 'nueva' }),
  unread_messages: filtered('contact', { leido: false }),
  expiring_ads: 'advertisement-expiration',
  pending_listings: 'sales-rentals',
};

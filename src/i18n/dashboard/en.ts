import type { es } from './es';

/** English, key for key with es.ts (its type makes a missing or extra key a compile error). */
export const en: typeof es = {
  ep: {
    dashboard: {
      dashboard: 'Dashboard',
      pages: 'Pages',
      media: 'Media',
      users: 'Users',
    },
    ownerToday: {
      title: 'What needs you today',
      new_reservations: 'New reservations',
      unread_messages: 'Unread messages',
      expiring_ads: 'Ads expiring within 7 days',
      pending_listings: 'Listings awaiting review',
    },
    seoHealth: {
      title: 'SEO health',
      empty: 'No SEO data yet: the checklist will appear here.',
      loadError: 'The SEO checklist could not be loaded.',
    },
    activity: {
      changesOf: 'Changes of entry %{id}',
      user: 'User',
      resource: 'Resource',
      action: 'Action',
      from: 'From',
      to: 'To',
      date: 'Date',
      record: 'Record',
      empty: 'No activity recorded yet.',
      actions: {
        create: 'Created',
        update: 'Changed',
        delete: 'Deleted',
        reorder: 'Reordered',
        'read-all': 'Marked all as read',
        assign: 'Assigned driver or vehicle',
        checkin: 'Checked in',
        overbook: 'Booked over capacity',
        guest_cancel: 'Cancelled by the guest',
        'force-delete': 'Deleted with its bookings',
        settle: 'Settled a partner statement',
      },
      noFieldChangesIn: 'No field changes in this record.',
      field: 'Field',
      before: 'Before',
      after: 'After',
    },
  },
};

import type { es } from './es';

export const en: typeof es = {
  ep: {
    menu: { permisos: 'Permissions' },
    roles: { driver: 'Driver' },
    team: {
      title: 'Permissions',
      intro:
        'The secretary always works Dashboard, Pages, Media, Contact and Navigation. Here you also give her ' +
        'the bookings or the money.',
      bookings: 'Bookings',
      bookingsHelp:
        'Take and edit bookings, record payments, open the manifest and the calendar, assign drivers. Never ' +
        'change an agreed price.',
      money: 'Money',
      moneyHelp: 'The money screens: payments and refunds (and the reports and the cash-up once they exist).',
      ownerOnly: 'Always the owner’s: own prices, deleting payments, users, the audit.',
      save: 'Save permissions',
      saved: 'Permissions saved',
      loadFailed: 'The permissions could not be loaded',
      refundsOwner: 'Refunds are the owner’s (or whoever has the money permission)',
      priceOwner: 'Only the owner sets or changes a booking’s own price',
      todayBookings: 'Bookings',
    },
  },
};

/** Issue 42: who may do what (the owner's Permisos screen); the driver's screen has its own words (driver.ts). */
export const es = {
  ep: {
    menu: { permisos: 'Permisos' },
    roles: { driver: 'Conductor' },
    team: {
      title: 'Permisos',
      intro:
        'La secretaria trabaja siempre Dashboard, Páginas, Medios, Contacto y Navegación. Aquí le da además las reservas o el dinero.',
      bookings: 'Reservas',
      bookingsHelp:
        'Tomar y editar reservas, registrar pagos, abrir el manifiesto y el calendario, asignar conductores. Nunca cambiar un precio acordado.',
      money: 'Dinero',
      moneyHelp: 'Las pantallas de dinero: pagos y reembolsos (y los informes y el cierre de caja cuando existan).',
      ownerOnly: 'Siempre del dueño: precios propios, borrar pagos, usuarios, auditoría.',
      save: 'Guardar permisos',
      saved: 'Permisos guardados',
      loadFailed: 'No se pudieron cargar los permisos',
      refundsOwner: 'Los reembolsos son del dueño (o de quien tenga permiso de dinero)',
      priceOwner: 'Solo el dueño fija o cambia un precio propio',
      todayBookings: 'Reservas',
    },
  },
};

export const en: typeof es = {
  ep: {
    menu: { permisos: 'Permissions' },
    roles: { driver: 'Driver' },
    team: {
      title: 'Permissions',
      intro:
        'The secretary always works Dashboard, Pages, Media, Contact and Navigation. Here you also give her the bookings or the money.',
      bookings: 'Bookings',
      bookingsHelp:
        'Take and edit bookings, record payments, open the manifest and the calendar, assign drivers. Never change an agreed price.',
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

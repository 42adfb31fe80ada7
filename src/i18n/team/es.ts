/** Issue 42: who may do what (the owner's Permisos screen); the driver's screen has its own words (driver.ts). */
export const es = {
  ep: {
    menu: { permisos: 'Permisos' },
    roles: { driver: 'Conductor' },
    team: {
      title: 'Permisos',
      intro:
        'La secretaria trabaja siempre Dashboard, Páginas, Medios, Contacto y Navegación. Aquí le da además ' +
        'las reservas o el dinero.',
      bookings: 'Reservas',
      bookingsHelp:
        'Tomar y editar reservas, registrar pagos, abrir el manifiesto y el calendario, asignar conductores. ' +
        'Nunca cambiar un precio acordado.',
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

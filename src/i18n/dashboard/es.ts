/**
 * The dashboards (the owner's day, the SEO health card) and the activity history. Spanish: the spec's wording
 * verbatim where the spec gives it, Spanish everywhere else.
 */
export const es = {
  ep: {
    dashboard: {
      dashboard: 'Dashboard',
      pages: 'Pages',
      media: 'Media',
      users: 'Users',
    },
    ownerToday: {
      title: 'Lo que necesita tu atención hoy',
      new_reservations: 'Reservas nuevas',
      unread_messages: 'Mensajes sin leer',
      expiring_ads: 'Anuncios que vencen en 7 días',
      pending_listings: 'Propiedades y vehículos por revisar',
    },
    seoHealth: {
      title: 'Salud SEO',
      empty: 'Sin datos de SEO todavía: el checklist aparecerá aquí.',
      loadError: 'No se pudo cargar el checklist SEO.',
    },
    activity: {
      changesOf: 'Cambios del registro %{id}',
      user: 'Usuario',
      resource: 'Recurso',
      action: 'Acción',
      from: 'Desde',
      to: 'Hasta',
      date: 'Fecha',
      record: 'Registro',
      empty: 'Sin actividad registrada todavía.',
      actions: {
        create: 'Creó',
        update: 'Modificó',
        delete: 'Eliminó',
        reorder: 'Reordenó',
        'read-all': 'Marcó todo como leído',
        assign: 'Asignó conductor o vehículo',
        checkin: 'Registró la llegada',
        overbook: 'Reservó por encima del cupo',
        guest_cancel: 'Cancelada por el cliente',
        'force-delete': 'Eliminó con sus reservas',
        settle: 'Liquidó un estado de cuenta de socio',
      },
      noFieldChangesIn: 'Sin cambios de campos en este registro.',
      field: 'Campo',
      before: 'Antes',
      after: 'Después',
    },
  },
};

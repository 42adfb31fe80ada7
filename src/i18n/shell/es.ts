/**
 * The frame of every staff screen: the menu and the user menu, session and access, roles and the language switch, the
 * words forms and lists share, the notification bell, the diagnostics page. Spanish: the spec's wording verbatim
 * where the spec gives it, Spanish everywhere else.
 */
export const es = {
  // react-admin's delete dialogs name the item, not the resource and its number ('Eliminar archivo #6'; issue 43).
  ra: {
    message: {
      delete_title: 'Eliminar «%{recordRepresentation}»',
    },
  },
  resources: {
    notifications: {
      name: 'Notificación |||| Notificaciones',
    },
  },
  ep: {
    locale: {
      label: 'Idioma',
    },
    roles: {
      owner: 'Dueño',
      secretary: 'Secretaria',
    },
    userRoles: {
      Owner: 'Dueño',
      Secretary: 'Secretaria',
      Driver: 'Chofer',
    },
    userStatuses: {
      active: 'Activo',
      inactive: 'Inactivo',
    },
    notificationTypes: {
      reserva: 'Reserva',
      mensaje: 'Mensaje',
      testimonial: 'Testimonio',
    },
    notifications: {
      title: 'Notificaciones',
      empty: 'Sin notificaciones',
      textRequired: 'El texto es obligatorio',
    },
    form: {
      invalidTabs: 'No se guardó: corrija el campo marcado en rojo en la pestaña %{tabs}.',
      maxLength: 'Máximo %{max} caracteres',
      conflict: 'Otra persona cambió este registro. Recarga para ver sus cambios.',
      bulkDeleteTitle: 'Eliminar %{smart_count} registro |||| Eliminar %{smart_count} registros',
      bulkDeleteContent:
        '¿Seguro que deseas eliminar este registro? |||| ¿Seguro que deseas eliminar estos %{smart_count} registros?',
    },
    list: {
      dataLoadError: 'No se pudieron cargar los datos; no se pueden editar hasta que carguen.',
      loadError: 'No se pudo cargar la lista.',
      retry: 'Reintentar',
      moreColumns: 'Desliza a la derecha para ver más columnas →',
    },
    access: {
      deniedTitle: 'Sin acceso',
      denied: 'Esta sección es solo para el dueño.',
      notFoundTitle: 'Página no encontrada',
      notFound: 'Esta dirección no existe en el panel.',
      toDashboard: 'Ir a mi dashboard',
    },
    session: {
      otherUser: 'Entra otra persona: lo que %{user} no había guardado no se guardará.',
      expiredTitle: 'La sesión ha caducado',
      expired: 'Vuelva a entrar para seguir: lo que escribió se guardará al entrar.',
      leave: 'Salir',
    },
    richText: {
      insertTable: 'Insertar tabla',
      htmlOnly:
        'Este contenido tiene partes que el editor visual no puede mostrar (bloques, clases o estilos): se ' +
        'edita en HTML para no perderlas.',
      visual: 'Visual',
      html: 'HTML',
    },
    profile: {
      title: 'Perfil',
      username: 'Usuario',
      role: 'Rol',
    },
    menu: {
      dashboard: 'Dashboard',
      reservas: 'Reservas',
      tours: 'Tours',
      attractions: 'Attractions',
      pages: 'Pages',
      posts: 'Posts',
      media: 'Media',
      users: 'Users',
      settings: 'Settings',
      contact: 'Contact',
      navigation: 'Navigation',
      seo: 'SEO',
      footer: 'Footer',
      policies: 'Policies',
      faq: 'FAQ',
      about: 'About Us',
      'sales-rentals': 'Sales & Rentals',
      advertising: 'Advertising',
      'advertising-plans': 'Advertising Plans',
      activity: 'Actividad',
    },
    userMenu: {
      profile: 'Perfil',
      logout: 'Cerrar sesión',
    },
    diagnostics: {
      diagnostics: 'Diagnóstico',
      listingsAreDeletedOne: 'Los listados se eliminan uno a uno desde sus listas; nada aquí borra datos.',
      checkAgain: 'Comprobar de nuevo',
    },
  },
};

/**
 * The server's answers and the rules' messages (a domain rule names a key here, `withArgs` for one with values): the
 * screens show them and src/server/http/words.ts answers in them. Spanish: the spec's wording verbatim where the spec
 * gives it, Spanish everywhere else.
 */
export const es = {
  ep: {
    answers: {
      usernameRequired: 'El usuario es obligatorio',
      passwordRequired: 'La contraseña es obligatoria',
      usernameTooLong: 'El usuario tiene como máximo %{max} caracteres',
      passwordTooLong: 'La contraseña tiene como máximo %{max} caracteres',
      tooManyLogins:
        'Demasiados intentos de entrar desde esta dirección. Inténtalo de nuevo en %{smart_count} minuto. ' +
        '|||| Demasiados intentos de entrar desde esta dirección. Inténtalo de nuevo en ' +
        '%{smart_count} minutos.',
      tooManySubmissions:
        'Demasiados envíos desde esta dirección. Inténtalo de nuevo en %{smart_count} minuto. |||| ' +
        'Demasiados envíos desde esta dirección. Inténtalo de nuevo en %{smart_count} minutos.',
      unavailable: 'La base de datos no está disponible. Inténtalo de nuevo en un momento.',
      tooLarge: 'La petición es demasiado grande',
      internal: 'Error interno del servidor',
    },
    validation: {
      wholeNumber: 'Usa un número entero',
      maxLength: 'Máximo %{max} caracteres',
      link: 'La URL debe empezar por / o por http:// o https://',
      imageElsewhere:
        'Las imágenes de otros sitios no se pueden mostrar: la política de seguridad del sitio las bloquea. ' +
        'Descárgala y súbela aquí, o elige una de Medios.',
      email: 'Introduce un email válido',
      phone: 'Introduce un teléfono válido, p. ej. +1 809 555 0100',
      unknownField: 'Campo desconocido',
      invalid: 'Dato no válido',
      date: 'Introduce una fecha válida (AAAA-MM-DD)',
      dateRange: 'La fecha debe estar entre %{first} y %{last}',
      dateTime: 'Introduce una fecha y hora válidas (ISO 8601)',
    },
    signals: {
      faviconType: 'El favicon debe ser una imagen PNG o ICO',
      noDaysLeft: '—',
      notCollected: 'Un anuncio cancelado no se cobra',
      uploadError: 'Error uploading image',
      uploadRefused: 'Error uploading image: %{reason}',
      pendingRevenue: 'Pendiente: %{amount}',
      seoSaved: 'Datos SEO guardados',
      fileType: 'Este archivo no se admite aquí; usa %{types}',
    },
  },
};

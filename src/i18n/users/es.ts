/**
 * Staff users. Spanish: the spec's wording verbatim where the spec gives it, Spanish everywhere else.
 */
export const es = {
  resources: {
    users: {
      name: 'Usuario |||| Usuarios',
    },
  },
  ep: {
    users: {
      admins: 'Administradores',
      add: 'Añadir usuario',
      accountsNote:
        'Estas fichas describen al personal; no son cuentas de acceso. Las cuentas para iniciar sesión ' +
        'vienen de la lista de credenciales configurada en el servidor (ADMIN_CREDENTIALS).',
      ownRecord: 'No puedes eliminar tu propia ficha',
      username: 'Usuario',
      email: 'Correo',
      role: 'Rol',
      status: 'Estado',
      phone: 'Teléfono',
      vehicle: 'Vehículo',
      plate: 'Placa',
      usernameTaken: 'Ese nombre de usuario ya existe',
      ownRecordDelete: 'No puedes eliminar el registro de la persona que ha iniciado sesión.',
      usernameRequired: 'El nombre de usuario es obligatorio',
      usernameFormat: 'Solo letras, números, punto, guion y guion bajo',
      emailInvalid: 'Escribe un correo válido',
      plateFormat: 'Solo letras, números, espacios y guiones',
      drivers: 'Drivers',
    },
  },
};

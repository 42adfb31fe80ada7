import type { es } from './es';

/** English, key for key with es.ts (its type makes a missing or extra key a compile error). */
export const en: typeof es = {
  resources: {
    users: {
      name: 'User |||| Users',
    },
  },
  ep: {
    users: {
      admins: 'Administrators',
      add: 'Add user',
      accountsNote:
        'These records describe staff; they are not sign-in accounts. Sign-in accounts come from the ' +
        'credential list configured on the server (ADMIN_CREDENTIALS).',
      ownRecord: 'You cannot delete your own record',
      username: 'Username',
      email: 'Email',
      role: 'Role',
      status: 'Status',
      phone: 'Phone',
      vehicle: 'Vehicle',
      plate: 'Plate',
      usernameTaken: 'That username already exists',
      ownRecordDelete: 'You cannot delete the record of the person who is signed in.',
      usernameRequired: 'Username is required',
      usernameFormat: 'Only letters, numbers, dot, hyphen and underscore',
      emailInvalid: 'Enter a valid email',
      plateFormat: 'Only letters, numbers, spaces and hyphens',
      drivers: 'Drivers',
    },
  },
};

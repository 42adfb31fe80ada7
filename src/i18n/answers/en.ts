import type { es } from './es';

/** English, key for key with es.ts (its type makes a missing or extra key a compile error). */
export const en: typeof es = {
  ep: {
    answers: {
      usernameRequired: 'Username is required',
      passwordRequired: 'Password is required',
      usernameTooLong: 'Username is at most %{max} characters',
      passwordTooLong: 'Password is at most %{max} characters',
      tooManyLogins:
        'Too many login attempts from this address. Try again in %{smart_count} minute. |||| Too many login ' +
        'attempts from this address. Try again in %{smart_count} minutes.',
      tooManySubmissions:
        'Too many submissions from this address. Try again in %{smart_count} minute. |||| Too many ' +
        'submissions from this address. Try again in %{smart_count} minutes.',
      unavailable: 'The database is unavailable. Try again in a moment.',
      tooLarge: 'Request body too large',
      internal: 'Internal server error',
    },
    validation: {
      wholeNumber: 'Use a whole number',
      maxLength: 'At most %{max} characters',
      link: 'The URL must start with / or with http:// or https://',
      imageElsewhere:
        'Images from other sites cannot be shown: the site’s security policy blocks them. Download it and ' +
        'upload it here, or pick one from Media.',
      email: 'Enter a valid email',
      phone: 'Enter a valid phone, e.g. +1 809 555 0100',
      unknownField: 'Unknown field',
      invalid: 'Invalid input',
      date: 'Enter a valid date (YYYY-MM-DD)',
      dateRange: 'The date must be between %{first} and %{last}',
      dateTime: 'Enter a valid date and time (ISO 8601)',
    },
    signals: {
      faviconType: 'The favicon must be a PNG or ICO image',
      noDaysLeft: '—',
      notCollected: 'A cancelled advertisement is not collected',
      uploadError: 'Error uploading image',
      uploadRefused: 'Error uploading image: %{reason}',
      pendingRevenue: 'Pending: %{amount}',
      seoSaved: 'SEO data saved',
      fileType: 'This file is not accepted here; use %{types}',
    },
  },
};

// The package names no `main`, only `module`, which Node-side resolvers (vitest) skip: import the file itself.
import spanishV4 from '@blackbox-vision/ra-language-spanish/dist-web/index.js';
import type { TranslationMessages } from 'react-admin';
import type { KnownKeys, MissingKeys } from '../../i18n/messageTypes';
import { mergeTrees } from '../../i18n/tree';

/** Every key react-admin 5 declares for its own words. */
export type RaMessages = KnownKeys<TranslationMessages>;

/**
 * The keys react-admin 5 added after the Spanish package (written for react-admin 4) was published.
 * Typed as exactly what is missing: an upgrade that adds a key fails the typecheck until it is translated here.
 */
const addedInV5: MissingKeys<RaMessages, typeof spanishV4> = {
  ra: {
    action: {
      reset: 'Restablecer',
      search_columns: 'Buscar columnas',
      select_all_button: 'Seleccionar todo',
    },
    page: {
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    message: {
      access_denied: 'No tiene permiso para acceder a esta página',
      authentication_error:
        'El servidor de autenticación devolvió un error y no se pudieron comprobar sus credenciales.',
      select_all_limit_reached:
        'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: {
      clear_filters: 'Borrar filtros',
      no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
    },
    auth: {
      email: 'Correo electrónico',
    },
    notification: {
      offline: 'Sin conexión. No se pudieron obtener los datos.',
    },
    validation: {
      unique: 'Debe ser único',
    },
    guesser: {
      empty: {
        title: 'No hay datos para mostrar',
        message: 'Revise su proveedor de datos',
      },
    },
  },
};

/** Where the package says 'items' in a Spanish sentence ('2 items seleccionados'): Spanish throughout. */
const spanishItems = {
  ra: {
    action: { bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados' },
    message: {
      bulk_delete_content:
        '¿Seguro que quiere eliminar este %{name}? |||| ¿Seguro que quiere eliminar estos %{smart_count} elementos?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} elementos de %{name}',
      bulk_update_content:
        '¿Seguro que quiere actualizar este %{name}? |||| ¿Seguro que quiere actualizar estos %{smart_count} ' +
        'elementos?',
      bulk_update_title: 'Actualizar %{name} |||| Actualizar %{smart_count} elementos de %{name}',
      delete_content: '¿Seguro que quiere eliminar este elemento?',
    },
  },
};

/** react-admin's own words in Spanish, complete for react-admin 5. */
export const raSpanish: RaMessages = mergeTrees(mergeTrees(spanishV4, spanishItems), addedInV5);

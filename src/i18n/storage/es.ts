/** What staff read when the storage under the app fails (issue 38): a full disk, a database locked elsewhere. */
export const es = {
  ep: {
    storage: {
      full:
        'El disco del servidor está lleno: no se guardó el cambio. Avisa a quien administra el servidor para ' +
        'que libere espacio.',
      locked:
        'La base de datos está ocupada por otro proceso (por ejemplo, una copia de seguridad). Inténtalo de ' +
        'nuevo en unos segundos.',
    },
  },
};

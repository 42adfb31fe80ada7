/**
 * react-admin's own English words that a Spanish screen must never show (the list and their
 * neighbours). The spec's English words ('Edit', 'Delete', 'Log In', sidebar labels) are not here.
 */
const ANYWHERE = [
  'Rows per page',
  'Element created',
  'Element updated',
  'Element deleted',
  'The form is not valid',
  'No results found',
  'Clear filters',
  'found using the current filters',
  'Either you typed a wrong URL',
  'Access denied',
  'Required',
  'Coming in this release',
  'SEO health',
  'Add user',
];

/** Short words only react-admin's defaults say alone: a button, placeholder or label that is just this word. */
const WHOLE = ['Save', 'Cancel', 'Confirm', 'Search', 'Loading', 'Refresh', 'Export', 'Not Found'];

/**
 * Where the spec itself writes one of those words (part 2: About Us has Save, an advertisement's action is
 * Cancel), keyed by sidebar label: those stay as the spec writes them.
 */
export const SPEC_ENGLISH: Record<string, string[]> = {
  'About Us': ['Save'],
  Advertising: ['Cancel'],
};

/**
 * Every piece of text a user reads, one per line: each text node, placeholder, accessible name and tooltip.
 * Self-contained so a browser test can run it in the page (page.evaluate).
 */
export function visibleLines(): string[] {
  const lines: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent !== 'SCRIPT' && parent !== 'STYLE') lines.push((node.textContent ?? '').trim());
  }
  for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
    for (const name of ['placeholder', 'aria-label', 'title']) lines.push((element.getAttribute(name) ?? '').trim());
  }
  return lines.filter(Boolean);
}

/** The English phrases found, and any message key shown raw ('ra.action.save', 'ep.users.add'). */
export function englishOrKeys(lines: string[], allowed: string[] = []): string[] {
  const text = lines.join('\n');
  const anywhere = ANYWHERE.filter((phrase) => new RegExp(`\\b${phrase}\\b`).test(text));
  const whole = WHOLE.filter(
    (word) => !allowed.includes(word) && lines.some((line) => line.toLowerCase() === word.toLowerCase()),
  );
  const keys = text.match(/\b(ra|ep|resources)\.[a-z_]+\.[\w.]+/g) ?? [];
  return [...anywhere, ...whole, ...keys];
}

/**
 * Spanish words of the app's screens (labels, buttons, states, messages) that an English screen must not show.
 * Records keep their own language (a tour named 'Cayo Arena', a guest named 'Peña'); these are the screen's words.
 */
const SPANISH = [
  'Guardar',
  'Cancelar',
  'Eliminar',
  'Buscar',
  'Nueva',
  'Nuevo',
  'Editar',
  'Estado',
  'Fecha',
  'Título',
  'Contenido',
  'Página',
  'Páginas',
  'Usuario',
  'Usuarios',
  'Dueño',
  'Secretaria',
  'Chofer',
  'Activo',
  'Inactivo',
  'Borrador',
  'Publicado',
  'Cerrar',
  'Idioma',
  'Perfil',
  'Rol',
  'Correo',
  'Teléfono',
  'Vehículo',
  'Placa',
  'Orden',
  'Nombre',
  'Enlace',
  'Enlaces',
  'Abrir',
  'pestaña',
  'Arrastrar',
  'Subir',
  'Bajar',
  'Archivos',
  'Tamaño',
  'Tipo',
  'Mensajes',
  'Notificaciones',
  'Configuración',
  'Salud',
  'Reservas',
  'Añadir',
  'Máximo',
  'caracteres',
  'obligatorio',
  'Filas por página',
  'Exportar',
  'Crear',
  'Confirmar',
  'Actividad',
  'Sesión',
  'sesión',
  'Acceso',
  'Administradores',
  'Nombre de usuario',
  'Personas',
  'Confirmada',
  'Pendiente',
  'Cancelada',
  'Futura',
  'Ganancias',
  'Hoy',
  'Mensual',
  'Semanal',
  'Diario',
];

/** The Spanish words of SPANISH found on screen, each once. */
export function spanishLeftovers(lines: string[]): string[] {
  const text = lines.join('\n');
  return SPANISH.filter((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text));
}

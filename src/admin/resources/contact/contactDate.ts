/** A message's date and time as staff in Puerto Plata read it. */
export const contactDate = (iso: string) =>
  new Date(iso).toLocaleString('es-DO', { timeZone: 'America/Santo_Domingo', dateStyle: 'medium', timeStyle: 'short' });

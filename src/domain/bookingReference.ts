/** EP-000365: what the guest is shown and what staff search for. */
export const bookingReference = (id: number) => `EP-${String(id).padStart(6, '0')}`;

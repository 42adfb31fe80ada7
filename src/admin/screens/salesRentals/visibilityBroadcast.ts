/**
 * SR-06: after the server accepted the choice, it is kept under `salesRentalsVisible` and announced: to this
 * tab by an event, to other tabs by the storage event their browser fires for the same key.
 */
export const VISIBILITY_STORAGE_KEY = 'salesRentalsVisible';
export const VISIBILITY_EVENT = 'salesRentalsVisibilityChange';

export function broadcastVisibility(visible: boolean) {
  localStorage.setItem(VISIBILITY_STORAGE_KEY, JSON.stringify(visible));
  window.dispatchEvent(new CustomEvent(VISIBILITY_EVENT, { detail: { visible } }));
}

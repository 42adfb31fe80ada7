/** The create and edit forms, one chunk (see index.ts). */
export { default as TourCreate } from './TourCreate';
export { default as TourEdit } from './TourEdit';

/** The create and edit forms, one chunk (see index.ts). */
export { default as PageCreate } from './PageCreate';
export { default as PageEdit } from './PageEdit';

/** The create and edit forms, one chunk (see index.ts). */
export { default as PostCreate } from './PostCreate';
export { default as PostEdit } from './PostEdit';

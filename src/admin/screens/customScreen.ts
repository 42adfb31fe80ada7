import type { ComponentType } from 'react';

/** A page that is not a resource's CRUD views; it carries its own route, so nothing repeats the path. */
export interface CustomScreen {
  /** Route under the role area, e.g. 'profile' or 'seo/*'. */
  path: string;
  /** What canAccess is asked about: a declared resource or an area of domain/access.ts. */
  resource: string;
  component: ComponentType;
}

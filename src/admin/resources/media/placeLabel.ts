import type { TranslateFunction } from 'react-admin';
import type { MediaUse } from '../../../domain/media';

/** 'Post «Cofresí beach»' for a record; the screen's own name for a setting, whose label is its name. */
export function placeLabel(translate: TranslateFunction, { resource, label }: MediaUse): string {
  const kind = translate(`ep.mediaLibrary.places.${resource}`, { _: resource });
  return label === resource ? kind : `${kind} «${label}»`;
}

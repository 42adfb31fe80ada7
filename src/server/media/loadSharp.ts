import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/** sharp and libvips (~30 MB resident) load on the first image the server draws or reads, not at every start. */
export const loadSharp = (): Promise<typeof Sharp> => (loading ??= import('sharp').then((module) => module.default));

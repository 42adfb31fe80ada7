import { chunk } from '../../components/lazyView';

/** The day's run's chunk: firstScreens.ts starts it for a typed URL, the screen's route renders it. */
export const manifestChunk = chunk(() => import('./ManifestScreen'));

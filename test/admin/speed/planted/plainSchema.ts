import { z } from 'zod';

/** A declaration module's schema written the way a guide could forget: built as soon as the module loads. */
export const plainSchema = z.object({ code: z.string().max(40) });

import type { ReactNode } from 'react';
import { Toolbar, ToolbarClasses } from 'react-admin';

/**
 * A form's toolbar that stays below its own form on a phone. react-admin pins every toolbar to the bottom of the
 * screen below 600 px: on a screen with several forms (Configuración) they lay stacked on each other, and the
 * visible GUARDAR saved another form than the one being edited (issue 43).
 */
export function InlineToolbar({ children }: { children: ReactNode }) {
  return <Toolbar sx={{ [`&.${ToolbarClasses.mobileToolbar}`]: { position: 'static' } }}>{children}</Toolbar>;
}

import { useCallback, useSyncExternalStore } from 'react';
import type { useTiptapEditor } from 'ra-input-rich-text';

type Editor = ReturnType<typeof useTiptapEditor>;

/** What `read` says of the editor, read again after each of its transactions (a typed letter, a moved cursor). */
export function useEditorValue(editor: Editor, read: (editor: NonNullable<Editor>) => boolean): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      editor?.on('transaction', changed);
      return () => {
        editor?.off('transaction', changed);
      };
    },
    [editor],
  );
  return useSyncExternalStore(subscribe, () => Boolean(editor && !editor.isDestroyed && read(editor)));
}

import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { DefaultEditorOptions, type RichTextInputProps } from 'ra-input-rich-text';

/**
 * react-admin's editor with tables (issue 23): a table typed in HTML mode stays a table after a visual edit
 * instead of being flattened to one paragraph. Content it still cannot hold is kept in HTML (visualHtml.ts).
 */
export const CONTENT_EDITOR_OPTIONS: RichTextInputProps['editorOptions'] = {
  ...DefaultEditorOptions,
  extensions: [
    ...(DefaultEditorOptions.extensions ?? []),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
  ],
};

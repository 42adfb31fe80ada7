import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { DefaultEditorOptions, type RichTextInputProps } from 'ra-input-rich-text';

/**
 * The table extension, but a table is not put inside a cell: the schema would nest one, which the public page
 * shows as a table squeezed into a cell. Tables typed in HTML inside a cell are still read as they are.
 */
const ContentTable = Table.extend({
  addCommands() {
    const commands = this.parent?.() ?? {};
    return {
      ...commands,
      insertTable: (options) => (props) => {
        const { $from } = props.state.selection;
        for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type.name === this.name) return false;
        return commands.insertTable?.(options)(props) ?? false;
      },
    };
  },
});

/**
 * react-admin's editor with tables (issue 23): a table typed in HTML mode stays a table after a visual edit
 * instead of being flattened to one paragraph. Content it still cannot hold is kept in HTML (visualHtml.ts).
 */
export const CONTENT_EDITOR_OPTIONS: RichTextInputProps['editorOptions'] = {
  ...DefaultEditorOptions,
  extensions: [
    ...(DefaultEditorOptions.extensions ?? []),
    ContentTable.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
  ],
};

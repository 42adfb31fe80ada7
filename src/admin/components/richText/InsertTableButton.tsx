import { IconButton, Tooltip } from '@mui/material';
import TableIcon from '@mui/icons-material/TableChart';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';
// The editor's insertTable command is declared by the table extension (editorOptions.ts).
import type {} from '@tiptap/extension-table';
import { useEditorValue } from './useEditorValue';

/**
 * A 3×3 table with a header row where the cursor is; Tab in its last cell adds a row (the extension's keys).
 * Off inside a table: the editor refuses a table in a cell (editorOptions.ts).
 */
export function InsertTableButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const label = translate('ep.richText.insertTable');
  const allowed = useEditorValue(editor, (current) => current.isEditable && current.can().insertTable());
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={!allowed}
          onClick={() => editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          <TableIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

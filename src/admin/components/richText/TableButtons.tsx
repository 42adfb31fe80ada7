import type { ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import BorderTop from '@mui/icons-material/BorderTop';
import BorderBottom from '@mui/icons-material/BorderBottom';
import BorderLeft from '@mui/icons-material/BorderLeft';
import BorderRight from '@mui/icons-material/BorderRight';
import TableRows from '@mui/icons-material/TableRows';
import ViewColumn from '@mui/icons-material/ViewColumn';
import GridOff from '@mui/icons-material/GridOff';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';
// The row, column and table commands are declared by the table extension (editorOptions.ts).
import type {} from '@tiptap/extension-table';
import { useEditorValue } from './useEditorValue';

type Tool =
  'addRowBefore' | 'addRowAfter' | 'addColumnBefore' | 'addColumnAfter' | 'deleteRow' | 'deleteColumn' | 'deleteTable';

const TOOLS: [Tool, ReactElement][] = [
  ['addRowBefore', <BorderTop key="icon" fontSize="small" />],
  ['addRowAfter', <BorderBottom key="icon" fontSize="small" />],
  ['addColumnBefore', <BorderLeft key="icon" fontSize="small" />],
  ['addColumnAfter', <BorderRight key="icon" fontSize="small" />],
  ['deleteRow', <TableRows key="icon" fontSize="small" color="error" />],
  ['deleteColumn', <ViewColumn key="icon" fontSize="small" color="error" />],
  ['deleteTable', <GridOff key="icon" fontSize="small" color="error" />],
];

/** The rows, columns and table the cursor is in: shown only there, so the toolbar stays short elsewhere. */
export function TableButtons() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const inTable = useEditorValue(editor, (current) => current.isEditable && current.isActive('table'));
  if (!inTable) return null;
  return TOOLS.map(([tool, icon]) => {
    const label = translate(`ep.tableTools.${tool}`);
    return (
      <Tooltip key={tool} title={label}>
        <IconButton size="small" aria-label={label} onClick={() => editor?.chain().focus()[tool]().run()}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  });
}

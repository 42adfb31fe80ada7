import { useState, type ReactElement } from 'react';
import { Alert, Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { visualEditorWouldLose } from '../../../domain/visualHtml';
import { CONTENT_EDITOR_OPTIONS } from './editorOptions';
import { withTableHeads } from './tableHeads';

type Mode = 'visual' | 'html';

/** react-admin's own parse (an empty editor is no content), with the tables' header rows kept as `<thead>`. */
const parseVisual = (html: string) => (html === '' ? null : withTableHeads(html));

/** Cells drawn as the public page draws them, and the cells a drag selects shaded, so rows and columns show. */
const TABLE_SX = {
  '& .ProseMirror table': { borderCollapse: 'collapse', width: '100%', margin: '8px 0' },
  '& .ProseMirror th, & .ProseMirror td': {
    border: '1px solid #9aa7b4',
    padding: '4px 8px',
    verticalAlign: 'top',
    textAlign: 'left',
    position: 'relative',
  },
  '& .ProseMirror th': { backgroundColor: 'action.hover', fontWeight: 700 },
  '& .ProseMirror .selectedCell': { backgroundColor: 'action.selected' },
};

interface ContentInputProps {
  source: string;
  label: string;
  toolbar: ReactElement;
  /** Both modes this tall (POST-11); the editor's own height when left out. */
  height?: number;
}

/**
 * Rich content edited visually (tables included) or as HTML; both edit the same field, so switching keeps what
 * was typed. Content the visual editor would flatten (divs, classes, other styles: issue 23) opens in HTML,
 * with a note, and Visual is not offered, so a save never drops it.
 */
export function ContentInput({ source, label, toolbar, height }: ContentInputProps) {
  const translate = useTranslate();
  const content = useWatch({ name: source }) as string | undefined;
  const htmlOnly = visualEditorWouldLose(content ?? '');
  // Content opened in HTML stays there while the HTML is edited, rather than switching under the typing.
  const [chosen, setMode] = useState<Mode>(htmlOnly ? 'html' : 'visual');
  const mode: Mode = htmlOnly ? 'html' : chosen;
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next: Mode | null) => next && setMode(next)}
        aria-label={translate(label)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="visual" disabled={htmlOnly}>
          {translate('ep.richText.visual')}
        </ToggleButton>
        <ToggleButton value="html">{translate('ep.richText.html')}</ToggleButton>
      </ToggleButtonGroup>
      {htmlOnly && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('ep.richText.htmlOnly')}
        </Alert>
      )}
      {mode === 'visual' ? (
        <RichTextInput
          source={source}
          label={label}
          fullWidth
          toolbar={toolbar}
          editorOptions={CONTENT_EDITOR_OPTIONS}
          parse={parseVisual}
          sx={{
            ...TABLE_SX,
            ...(height && { '& .ProseMirror': { height, overflowY: 'auto', boxSizing: 'border-box' } }),
          }}
        />
      ) : (
        <TextInput
          source={source}
          label={label}
          multiline
          minRows={height ? undefined : 12}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'content-html' } }}
          // The multiline field sizes itself to its text; the editor's height wins over that inline size.
          sx={{
            '& textarea': {
              ...(height && { height: `${height}px !important`, overflowY: 'auto !important' }),
              fontFamily: 'monospace',
            },
          }}
        />
      )}
    </Box>
  );
}

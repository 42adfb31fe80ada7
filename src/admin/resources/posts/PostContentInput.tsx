import { useState } from 'react';
import { Alert, Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { CONTENT_EDITOR_HEIGHT } from '../../../domain/postList';
import { visualEditorWouldLose } from '../../../domain/visualHtml';
import { PasteHtmlButton } from './PasteHtmlButton';
import { UploadContentImageButton } from './UploadContentImageButton';

type Mode = 'visual' | 'html';

const Toolbar = () => (
  <RichTextInputToolbar>
    <FormatButtons size="small" />
    <ColorButtons size="small" />
    <AlignmentButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
    <UploadContentImageButton />
    <PasteHtmlButton />
  </RichTextInputToolbar>
);

/**
 * POST-10, POST-11, POST-12: the content in a visual editor (bundled, no external service or key) or as HTML,
 * both 800 px tall. Both edit the same field, so switching keeps what was typed. Content the visual editor would
 * flatten (tables, divs, other styles: issue 23) stays in HTML, with a note, and Visual is not offered.
 */
export function PostContentInput() {
  const translate = useTranslate();
  const content = useWatch({ name: 'content' }) as string | undefined;
  const htmlOnly = visualEditorWouldLose(content ?? '');
  const [chosen, setMode] = useState<Mode>('visual');
  const mode: Mode = htmlOnly ? 'html' : chosen;
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next: Mode | null) => next && setMode(next)}
        aria-label={translate('ep.posts.content')}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="visual" disabled={htmlOnly}>
          {translate('ep.posts.visual')}
        </ToggleButton>
        <ToggleButton value="html">{translate('ep.posts.html')}</ToggleButton>
      </ToggleButtonGroup>
      {htmlOnly && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('ep.posts.htmlOnly')}
        </Alert>
      )}
      {mode === 'visual' ? (
        <RichTextInput
          source="content"
          label="ep.posts.content"
          fullWidth
          toolbar={<Toolbar />}
          sx={{ '& .ProseMirror': { height: CONTENT_EDITOR_HEIGHT, overflowY: 'auto', boxSizing: 'border-box' } }}
        />
      ) : (
        <TextInput
          source="content"
          label="ep.posts.content"
          multiline
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'content-html' } }}
          // The multiline field sizes itself to its text; the editor's height wins over that inline size.
          sx={{ '& textarea': { height: `${CONTENT_EDITOR_HEIGHT}px !important`, overflowY: 'auto !important', fontFamily: 'monospace' } }}
        />
      )}
    </Box>
  );
}

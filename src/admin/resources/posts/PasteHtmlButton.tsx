import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useFormContext } from 'react-hook-form';
import { visualEditorWouldLose } from '../../../domain/visualHtml';

/**
 * POST-10: 'Pegar HTML en Visual' takes HTML copied from elsewhere and puts it, rendered, where the cursor
 * is in the visual editor (pasting HTML straight into the editor would insert it as text). HTML the visual
 * editor cannot hold (a styled div…) is added to the end of the content instead, which then opens in HTML with
 * its note: never dropped (issue 23).
 */
export function PasteHtmlButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [html, setHtml] = useState('');
  const { getValues, setValue } = useFormContext();
  const close = () => {
    setOpen(false);
    setHtml('');
  };
  const insert = () => {
    if (visualEditorWouldLose(html)) setValue('content', `${getValues('content') ?? ''}${html}`, { shouldDirty: true });
    else editor?.chain().focus().insertContent(html).run();
    close();
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} disabled={!editor} sx={{ ml: 1 }}>
        {translate('ep.posts.pasteHtmlIntoVisual')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md">
        <DialogTitle>{translate('ep.posts.pasteHtmlIntoVisual')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={10}
            fullWidth
            label={translate('ep.posts.pasteHtml')}
            value={html}
            onChange={(event) => setHtml(event.target.value)}
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={insert} disabled={html.trim() === ''}>
            {translate('ep.posts.insert')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

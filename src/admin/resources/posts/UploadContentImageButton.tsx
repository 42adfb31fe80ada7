import { useState } from 'react';
import { Button } from '@mui/material';
import ImageIcon from '@mui/icons-material/AddPhotoAlternate';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';
// The editor's setImage command is declared by the image extension, which the editor already loads.
import type {} from '@tiptap/extension-image';
import { ACCEPTED_IMAGE_TYPES } from '../../../domain/media';
import type { EpDataProvider } from '../../providers/dataProvider';
import { useUploadFailure } from '../../components/uploadFailure';

/** POST-15: an image for the content goes to POST /api/upload-image and lands where the cursor is. */
export function UploadContentImageButton() {
  const editor = useTiptapEditor();
  const dataProvider = useDataProvider<EpDataProvider>();
  const uploadFailureMessage = useUploadFailure();
  const notify = useNotify();
  const translate = useTranslate();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file || !editor) return;
    setUploading(true);
    try {
      const { url } = await dataProvider.uploadImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (error) {
      notify(uploadFailureMessage(error), { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Button component="label" size="small" startIcon={<ImageIcon />} disabled={!editor || uploading} sx={{ ml: 1 }}>
      {translate('ep.posts.uploadImage')}
      <input
        hidden
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        data-testid="content-image-file"
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Button>
  );
}

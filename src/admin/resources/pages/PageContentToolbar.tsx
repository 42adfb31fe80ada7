import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { InsertTableButton } from '../../components/richText/InsertTableButton';
import { UploadContentImageButton } from '../posts/UploadContentImageButton';

/** The editor's default tools, with the image uploaded as in the posts editor instead of the default's native 'Image URL' prompt. */
export function PageContentToolbar() {
  return (
    <RichTextInputToolbar>
      <LevelSelect size="small" />
      <FormatButtons size="small" />
      <ColorButtons size="small" />
      <AlignmentButtons size="small" />
      <ListButtons size="small" />
      <LinkButtons size="small" />
      <QuoteButtons size="small" />
      <InsertTableButton />
      <ClearButtons size="small" />
      <UploadContentImageButton />
    </RichTextInputToolbar>
  );
}

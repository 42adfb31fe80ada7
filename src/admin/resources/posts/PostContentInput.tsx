import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { CONTENT_EDITOR_HEIGHT } from '../../../domain/postList';
import { ContentInput } from '../../components/richText/ContentInput';
import { InsertTableButton } from '../../components/richText/InsertTableButton';
import { PasteHtmlButton } from './PasteHtmlButton';
import { UploadContentImageButton } from './UploadContentImageButton';

const Toolbar = () => (
  <RichTextInputToolbar>
    <FormatButtons size="small" />
    <ColorButtons size="small" />
    <AlignmentButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <InsertTableButton />
    <ClearButtons size="small" />
    <UploadContentImageButton />
    <PasteHtmlButton />
  </RichTextInputToolbar>
);

/** POST-10, POST-11, POST-12: the content in a visual editor (bundled, no external service or key) or as HTML, both 800 px tall. */
export function PostContentInput() {
  return <ContentInput source="content" label="ep.posts.content" toolbar={<Toolbar />} height={CONTENT_EDITOR_HEIGHT} />;
}

import { CONTENT_EDITOR_HEIGHT } from '../../../domain/postList';
import { ContentInput } from '../../components/richText/ContentInput';
import { ContentToolbar } from '../../components/richText/ContentToolbar';
import { PasteHtmlButton } from './PasteHtmlButton';
import { UploadContentImageButton } from './UploadContentImageButton';

const Toolbar = () => (
  <ContentToolbar headings>
    <UploadContentImageButton />
    <PasteHtmlButton />
  </ContentToolbar>
);

/**
 * POST-10, POST-11, POST-12: the content in a visual editor (with the page editor's heading control) (bundled, no
 * external service or key) or as HTML, both 800 px tall.
 */
export function PostContentInput() {
  return (
    <ContentInput source="content" label="ep.posts.content" toolbar={<Toolbar />} height={CONTENT_EDITOR_HEIGHT} />
  );
}

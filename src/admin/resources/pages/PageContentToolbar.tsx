import { ContentToolbar } from '../../components/richText/ContentToolbar';
import { UploadContentImageButton } from '../posts/UploadContentImageButton';

/**
 * The editor's default tools, with the image uploaded as in the posts editor instead of the default's native 'Image
 * URL' prompt.
 */
export function PageContentToolbar() {
  return (
    <ContentToolbar headings>
      <UploadContentImageButton />
    </ContentToolbar>
  );
}

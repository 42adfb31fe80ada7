import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { postSchema } from '../../../domain/posts';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { useFollowingSlug } from '../../components/useFollowingSlug';

/**
 * POST-16: the slug, required. On a new post it follows the title (accents folded) until it is typed by
 * hand; on any post the button suggests it again from the title. The button sits beside the field (under it on a
 * phone), not inside it, so it never covers the slug.
 */
export function PostSlugInput({ followTitle }: { followTitle: boolean }) {
  const translate = useTranslate();
  const { suggest, canSuggest } = useFollowingSlug('title', followTitle);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0, sm: 1 }}
      alignItems="flex-start"
      sx={{ width: '100%', mb: { xs: 1, sm: 0 } }}
    >
      <BoundedTextInput
        source="slug"
        label="ep.posts.slug"
        schema={postSchema.shape.slug}
        fullWidth
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button size="small" onClick={suggest} disabled={!canSuggest} sx={{ mt: { xs: 0, sm: 2 }, flexShrink: 0 }}>
        {translate('ep.posts.suggestSlug')}
      </Button>
    </Stack>
  );
}

import { useEffect, useRef } from 'react';
import { Button, InputAdornment } from '@mui/material';
import { required, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { postSchema } from '../../../domain/posts';
import { slugify } from '../../../domain/slug';
import { BoundedTextInput } from '../../components/BoundedTextInput';

/**
 * POST-16: the slug, required. On a new post it follows the title (accents folded) until it is typed by
 * hand; on any post the button suggests it again from the title.
 */
export function PostSlugInput({ followTitle }: { followTitle: boolean }) {
  const translate = useTranslate();
  const { setValue, getFieldState } = useFormContext();
  const title = useWatch({ name: 'title' }) as string | undefined;
  const following = useRef(followTitle);
  useEffect(() => {
    if (!following.current) return;
    if (getFieldState('slug').isTouched) {
      following.current = false;
      return;
    }
    setValue('slug', slugify(title ?? ''), { shouldDirty: true });
  }, [title, setValue, getFieldState]);
  const suggest = () => setValue('slug', slugify(title ?? ''), { shouldDirty: true, shouldValidate: true });
  return (
    <BoundedTextInput
      source="slug"
      label="ep.posts.slug"
      schema={postSchema.shape.slug}
      validate={required('ep.posts.slugRequired')}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={suggest} disabled={!title}>
                {translate('ep.posts.suggestSlug')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

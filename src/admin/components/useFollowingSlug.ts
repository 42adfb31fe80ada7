import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '../../domain/slug';

/**
 * The slug rule shared by posts and tours: on a new record the slug follows `from` (accents folded) until it is
 * typed by hand; `suggest` sets it again from `from` on any record.
 */
export function useFollowingSlug(from: string, follow: boolean, slug = 'slug') {
  const { setValue, getFieldState } = useFormContext();
  const name = useWatch({ name: from }) as string | undefined;
  const following = useRef(follow);
  useEffect(() => {
    if (!following.current) return;
    if (getFieldState(slug).isTouched) {
      following.current = false;
      return;
    }
    setValue(slug, slugify(name ?? ''), { shouldDirty: true });
  }, [name, setValue, getFieldState, slug]);
  const suggest = () => setValue(slug, slugify(name ?? ''), { shouldDirty: true, shouldValidate: true });
  return { suggest, canSuggest: Boolean(name) };
}

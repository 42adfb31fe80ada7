import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { Translate, useCreate, useTranslate, type Identifier } from 'react-admin';
import { categorySchema } from '../../../domain/categories';
import { slugify } from '../../../domain/slug';
import { maxLengthOf } from '../../components/BoundedTextInput';
import { serverReason } from '../../components/serverReason';

interface Props {
  open: boolean;
  onClose(): void;
  onCreated(id: Identifier): void;
}

/** The server's words when it gave any (POST-29, POST-30), else the spec's fallback (POST-31). */
const messageOf = (error: unknown) => serverReason(error) ?? 'ep.categories.createError';

const empty = { name: '', slug: '', description: '' };

/**
 * POST-13, POST-28..31: a category created without leaving the post. The slug follows the name until it is
 * typed; on a refusal the dialog keeps what was typed and shows why.
 */
export function NewCategoryDialog({ open, onClose, onCreated }: Props) {
  const translate = useTranslate();
  const [create, { isPending }] = useCreate();
  const [values, setValues] = useState(empty);
  const [slugTyped, setSlugTyped] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setValues(empty);
    setSlugTyped(false);
    setError(null);
    onClose();
  };

  const save = () => {
    const name = values.name.trim();
    const slug = values.slug.trim();
    if (!name || !slug) return setError('ep.categories.required');
    setError(null);
    create(
      'categories',
      { data: { name, slug, description: values.description.trim() } },
      {
        onSuccess: (category) => {
          onCreated(category.id);
          close();
        },
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };

  const limit = (field: keyof typeof categorySchema.shape) => ({
    htmlInput: { maxLength: maxLengthOf(categorySchema.shape[field]) ?? undefined },
  });
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate('ep.posts.newCategory')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? (
            <Alert severity="error">
              <Translate i18nKey={error} />
            </Alert>
          ) : null}
          <TextField
            autoFocus
            required
            label={translate('ep.posts.categoryName')}
            value={values.name}
            onChange={(event) =>
              setValues((current) => ({
                ...current,
                name: event.target.value,
                slug: slugTyped ? current.slug : slugify(event.target.value),
              }))
            }
            slotProps={limit('name')}
          />
          <TextField
            required
            label={translate('ep.posts.slug')}
            value={values.slug}
            onChange={(event) => {
              setSlugTyped(true);
              setValues((current) => ({ ...current, slug: event.target.value }));
            }}
            slotProps={limit('slug')}
          />
          <TextField
            multiline
            minRows={2}
            label={translate('ep.posts.description')}
            value={values.description}
            onChange={(event) => setValues((current) => ({ ...current, description: event.target.value }))}
            slotProps={limit('description')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={isPending}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { NewCategoryDialog } from './NewCategoryDialog';

/** POST-13: the category select with '+ New' beside it; a category created there is selected at once. */
export function PostCategoryInput() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { setValue } = useFormContext();
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ width: '100%', maxWidth: 480 }}>
      <ReferenceInput source="category_id" reference="categories" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
        <SelectInput optionText="name" label="ep.posts.category" emptyText="ep.posts.noCategory" fullWidth />
      </ReferenceInput>
      <Button onClick={() => setOpen(true)} sx={{ mt: 1.5, whiteSpace: 'nowrap' }}>
        {translate('ep.posts.new')}
      </Button>
      <NewCategoryDialog
        open={open}
        onClose={() => setOpen(false)}
        onCreated={(id) => setValue('category_id', id, { shouldDirty: true })}
      />
    </Stack>
  );
}

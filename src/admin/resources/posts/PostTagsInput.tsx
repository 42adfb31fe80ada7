import { useState } from 'react';
import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { formatTags, parseTags } from '../../../domain/tags';

/**
 * POST-07, POST-08: the tags typed as one comma-separated text and kept as a list of strings. The text stays
 * as typed while typing (a trailing comma included); the list is what the form holds and sends.
 */
export function PostTagsInput() {
  const translate = useTranslate();
  const { field } = useInput<string[]>({ source: 'tags', defaultValue: [] });
  const tags = formatTags(field.value as string[] | undefined);
  const [typed, setTyped] = useState<string | null>(null);
  // What was typed while it still means the form's list; the list itself once the form changes it (a record loaded, a
  // reset).
  const text = typed !== null && formatTags(parseTags(typed)) === tags ? typed : tags;
  return (
    <TextField
      label={translate('ep.posts.tags')}
      helperText={translate('ep.posts.tagsHelp')}
      value={text}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(parseTags(event.target.value));
      }}
      onBlur={() => {
        setTyped(null);
        field.onBlur();
      }}
      fullWidth
      margin="dense"
      size="small"
    />
  );
}

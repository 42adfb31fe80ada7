import { Button, Stack } from '@mui/material';
import { SaveButton, useTranslate } from 'react-admin';

/** Save and Cancel for the inline edit and the modal, with their text on every screen width. */
export function PlanFormActions({ onCancel }: { onCancel(): void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end">
      <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      <SaveButton label="ra.action.save" variant="contained" />
    </Stack>
  );
}

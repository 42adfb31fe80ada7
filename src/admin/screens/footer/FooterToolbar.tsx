import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Confirm, SaveButton, Toolbar, useTranslate } from 'react-admin';

/** FOOT-02: 'Initialize Default Content' (after a confirmation: it replaces the footer) and 'Save Changes'. */
export function FooterToolbar({ onInitialize, initializing }: { onInitialize(): void; initializing: boolean }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  return (
    <Toolbar>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <SaveButton label="ep.site.footer.saveChanges" alwaysEnable />
        <Button variant="outlined" onClick={() => setConfirming(true)} disabled={initializing}>
          {translate('ep.site.footer.initializeDefaultContent')}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        title={translate('ep.site.footer.initConfirmTitle')}
        content={translate('ep.site.footer.initConfirm')}
        onConfirm={() => {
          setConfirming(false);
          onInitialize();
        }}
        onClose={() => setConfirming(false)}
      />
    </Toolbar>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { NO_GRANTS, staffPermissions, type StaffGrants } from '../../../domain/staffPermissions';
import type { EpDataProvider } from '../../providers/dataProvider';
import { reactToFailure } from '../../providers/useSaveFailure';

type Stored = StaffGrants & { version: number };
const GRANTS = [
  { field: 'secretary_bookings', label: 'ep.team.bookings', help: 'ep.team.bookingsHelp' },
  { field: 'secretary_money', label: 'ep.team.money', help: 'ep.team.moneyHelp' },
] as const;

/**
 * The owner's Permisos (issue 42): what the secretary may do beyond the spec's five areas. Saved whole with the
 * version it read, so two owners' tabs cannot overwrite each other silently; the server enforces it on every call.
 */
export function PermisosScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<EpDataProvider>();
  const [stored, setStored] = useState<Stored>();
  const [grants, setGrants] = useState<StaffGrants>(NO_GRANTS);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    dataProvider
      .getSingleton<Stored>(staffPermissions.name)
      .then(({ data }) => {
        if (!live) return;
        setStored(data);
        setGrants({ secretary_bookings: data.secretary_bookings, secretary_money: data.secretary_money });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [dataProvider]);

  const changed =
    stored !== undefined &&
    (stored.secretary_bookings !== grants.secretary_bookings || stored.secretary_money !== grants.secretary_money);

  const save = async () => {
    if (!stored) return;
    setSaving(true);
    try {
      const { data } = await dataProvider.putSingleton<Stored>(staffPermissions.name, {
        ...grants,
        version: stored.version,
      });
      setStored(data);
      notify('ep.team.saved', { type: 'success' });
    } catch (error) {
      reactToFailure(notify, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="ep.team.title" />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('ep.team.title')}
        </Typography>
        <Typography>{translate('ep.team.intro')}</Typography>
        {failed && <Alert severity="error">{translate('ep.team.loadFailed')}</Alert>}
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              {GRANTS.map(({ field, label, help }) => (
                <div key={field}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={grants[field]}
                        disabled={!stored}
                        onChange={(event) => setGrants((current) => ({ ...current, [field]: event.target.checked }))}
                      />
                    }
                    label={translate(label)}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {translate(help)}
                  </Typography>
                </div>
              ))}
              <Typography variant="body2">{translate('ep.team.ownerOnly')}</Typography>
            </Stack>
          </CardContent>
        </Card>
        <div>
          <Button variant="contained" onClick={() => void save()} disabled={!changed || saving}>
            {translate('ep.team.save')}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}

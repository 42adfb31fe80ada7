import { Chip, Stack, Typography } from '@mui/material';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import { useQuery } from '@tanstack/react-query';
import { Link, useBasename, useDataProvider, useTranslate } from 'react-admin';
import { businessToday } from '../../../domain/dates';
import type { EpDataProvider } from '../../providers/dataProvider';

/** Issue 22: the cruise ships in port today with the guests booked off each; each opens today's manifest. */
export function ShipsInPort() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const translate = useTranslate();
  const basename = useBasename();
  const today = businessToday();
  const { data } = useQuery({
    queryKey: ['ships-in-port', today],
    queryFn: async () => (await dataProvider.getShipsInPort(today)).data,
    retry: false,
  });
  if (!data || data.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      useFlexGap
      flexWrap="wrap"
      aria-label={translate('ep.run.manifest.shipsInPort')}
      role="list"
    >
      <Typography color="text.secondary">{translate('ep.run.manifest.shipsInPort')}</Typography>
      {data.map((ship) => (
        <Chip
          key={ship.id}
          role="listitem"
          icon={<DirectionsBoatIcon />}
          component={Link}
          to={`${basename}/reservas/manifest?date=${today}`}
          clickable
          label={
            `${ship.ship} · ${ship.terminal} · ${ship.arrival_time}–${ship.all_aboard_time} · ` +
            `${translate('ep.run.manifest.guests', { smart_count: ship.people })}`
          }
        />
      ))}
    </Stack>
  );
}

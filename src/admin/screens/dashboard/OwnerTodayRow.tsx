import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useBasename, useDataProvider, useTranslate } from 'react-admin';
import { OWNER_TODAY_LINKS, type OwnerToday } from '../../../domain/ownerToday';
import type { EpDataProvider } from '../../providers/dataProvider';
import { ShipsInPort } from './ShipsInPort';

const KEYS = Object.keys(OWNER_TODAY_LINKS) as (keyof OwnerToday)[];

/** Beyond the spec's cards: what needs the owner today, each count a link to its list already filtered. */
export function OwnerTodayRow() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const translate = useTranslate();
  const basename = useBasename();
  const { data, isPending, error } = useQuery({
    queryKey: ['owner-today'],
    queryFn: async () => (await dataProvider.getOwnerToday()).data,
    retry: false,
  });
  return (
    <Stack spacing={1} component="section" aria-label={translate('ep.ownerToday.title')}>
      <Typography variant="h6">{translate('ep.ownerToday.title')}</Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        {KEYS.map((key) => {
          const label = translate(`ep.ownerToday.${key}`);
          return (
            <Card key={key} sx={{ flex: '1 1 200px' }} variant="outlined">
              <CardActionArea component={Link} to={`${basename}/${OWNER_TODAY_LINKS[key]}`} aria-label={label}>
                <CardContent>
                  <Typography color="text.secondary">{label}</Typography>
                  {isPending ? (
                    <Skeleton width={40} height={40} />
                  ) : (
                    <Typography variant="h4" data-testid={`today-${key}`}>
                      {error || !data ? '—' : data[key]}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Stack>
      <ShipsInPort />
    </Stack>
  );
}

import { Alert, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { AdItemType } from '../../../domain/advertisements';
import { TruncatedText } from '../../components/TruncatedText';
import { LoadingBar } from '../../components/LoadingBar';
import { usd } from '../../components/usd';

interface Listing {
  id: number;
  title: string;
  location?: string;
  price?: number;
  status?: string;
}

const RESOURCE: Record<AdItemType, string> = { property: 'properties', vehicle: 'vehicles' };

/** ADS-26 step 2: one of the properties or vehicles of Sales & Rentals. */
export function ItemChoiceStep({
  type,
  value,
  onChange,
}: {
  type: AdItemType;
  value: number | undefined;
  onChange(id: number, title: string): void;
}) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<Listing>(RESOURCE[type], {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'title', order: 'ASC' },
  });
  if (isPending) return <LoadingBar />;
  if (error) return <Alert severity="error">{translate(`ep.advertising.itemsFailed.${type}`)}</Alert>;
  if (!data?.length)
    return <Typography color="text.secondary">{translate(`ep.advertising.noItems.${type}`)}</Typography>;
  return (
    <Stack
      direction="row"
      useFlexGap
      flexWrap="wrap"
      spacing={1}
      role="radiogroup"
      aria-label={translate('ep.advertising.item')}
    >
      {data.map((item) => {
        const selected = item.id === value;
        return (
          <Card
            key={item.id}
            variant="outlined"
            sx={{
              width: { xs: '100%', sm: 240 },
              borderColor: selected ? 'primary.main' : undefined,
              borderWidth: selected ? 2 : 1,
            }}
          >
            <CardActionArea
              role="radio"
              aria-checked={selected}
              aria-label={item.title}
              onClick={() => onChange(item.id, item.title)}
            >
              <CardContent>
                <TruncatedText value={item.title} variant="subtitle2" maxWidth="100%" />
                <Typography variant="caption" color="text.secondary">
                  {[item.location, item.price !== undefined ? usd(item.price) : undefined].filter(Boolean).join(' · ')}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}

import type { ComponentType } from 'react';
import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link, useBasename, useGetList } from 'react-admin';

interface CountCardProps {
  label: string;
  resource: string;
  icon: ComponentType;
}

/** DASH-02/03: the real count of a list; a failed call counts as 0. */
export function CountCard({ label, resource, icon: Icon }: CountCardProps) {
  const basename = useBasename();
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 } }, { retry: false });
  const count = error ? 0 : (total ?? 0);
  return (
    <Card sx={{ flex: '1 1 200px' }}>
      <CardActionArea component={Link} to={`${basename}/${resource}`} aria-label={label}>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center">
            <Icon />
            <div>
              <Typography color="text.secondary">{label}</Typography>
              {isPending ? (
                <Skeleton width={40} height={40} />
              ) : (
                <Typography variant="h4" data-testid={`count-${resource}`}>
                  {count}
                </Typography>
              )}
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

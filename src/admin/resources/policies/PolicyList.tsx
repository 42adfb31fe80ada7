import { Box, Grid, Typography } from '@mui/material';
import { List, TopToolbar, useListContext, useNotify, type HttpError, Translate } from 'react-admin';
import { policyLoadError, type Policy } from '../../../domain/policies';
import { InitializePoliciesButton } from './InitializePoliciesButton';
import { PolicyCard } from './PolicyCard';

const Actions = () => (
  <TopToolbar>
    <InitializePoliciesButton />
  </TopToolbar>
);

/** POL-07: the empty list says how to start. */
const Empty = () => (
  <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
    <Typography sx={{ mb: 2 }}>
      <Translate i18nKey="ep.site.policies.empty" />
    </Typography>
    <InitializePoliciesButton />
  </Box>
);

function PolicyCards() {
  const { data, isPending } = useListContext<Policy>();
  if (isPending || !data) return null;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      {data.map((policy) => (
        <Grid key={policy.id} size={{ xs: 12, md: 6, lg: 4 }}>
          <PolicyCard policy={policy} />
        </Grid>
      ))}
    </Grid>
  );
}

/** POL-01: Policies Management, the policies as cards; POL-08: a failed load says why. */
export function PolicyList() {
  const notify = useNotify();
  const onError = (error: Partial<HttpError>) => {
    const failure = policyLoadError(error?.status, error?.message);
    notify(failure.key, { type: 'error', messageArgs: failure.args });
  };
  return (
    <List
      title="ep.site.policies.policiesManagement"
      actions={<Actions />}
      empty={<Empty />}
      pagination={false}
      perPage={100}
      sort={{ field: 'id', order: 'ASC' }}
      queryOptions={{ onError }}
    >
      <PolicyCards />
    </List>
  );
}

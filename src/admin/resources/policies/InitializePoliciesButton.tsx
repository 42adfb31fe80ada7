import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { policyInitError } from '../../../domain/policies';
import type { EpDataProvider } from '../../providers/dataProvider';

/** POL-06: creates the missing default policies, then reloads the list; POL-09: the spec's failure words. */
export function InitializePoliciesButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EpDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.initPolicies(),
    onSuccess: () => refresh(),
    onError: (error: { status?: number }) => notify(policyInitError(error?.status), { type: 'error' }),
  });
  return (
    <Button variant="contained" size="small" onClick={() => mutate()} disabled={isPending}>
      {translate('ep.site.policies.initializePolicies')}
    </Button>
  );
}

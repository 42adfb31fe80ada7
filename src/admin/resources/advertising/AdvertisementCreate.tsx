import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useBasename, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type AdItemType } from '../../../domain/advertisements';
import type { AdPlan } from '../../../domain/adPlans';
import { createFailureMessage, createSelectionProblem } from '../../../domain/advertisementRules';
import type { EpDataProvider } from '../../providers/dataProvider';
import { CreateSummary } from './CreateSummary';
import { ItemChoiceStep } from './ItemChoiceStep';
import { ItemTypeStep } from './ItemTypeStep';
import { PlanChoiceStep } from './PlanChoiceStep';
import { LoadingBar } from '../../components/LoadingBar';

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" gutterBottom>{`${number}. ${title}`}</Typography>
      {children}
    </Box>
  );
}

/** ADS-26..36: item type, item, plan, then the summary and Create. */
export function AdvertisementCreate() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const basename = useBasename();
  const [type, setType] = useState<AdItemType>('property');
  const [itemId, setItemId] = useState<number>();
  const [itemTitle, setItemTitle] = useState<string>();
  const [planId, setPlanId] = useState<number>();
  const [saving, setSaving] = useState(false);
  const { data: plans = [], isPending: plansPending } = useGetList<AdPlan>('advertising-plans', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'price_usd', order: 'ASC' },
    filter: { is_active: true },
  });
  const plan = plans.find((candidate) => candidate.id === planId);

  const reset = () => {
    setItemId(undefined);
    setItemTitle(undefined);
    setPlanId(undefined);
  };

  const create = async () => {
    const problem = createSelectionProblem(itemId, planId, plans);
    if (problem) {
      notify(problem, { type: 'warning' });
      return;
    }
    setSaving(true);
    try {
      await dataProvider.createAdvertisement({ item_type: type, item_id: itemId as number, plan_id: planId as number });
      notify('ep.advertising.created', { type: 'success' });
      reset();
      await queryClient.invalidateQueries({ queryKey: ['advertising'] });
    } catch (error) {
      const failure = createFailureMessage(error as Parameters<typeof createFailureMessage>[0]);
      notify(failure.key, { type: 'error', messageArgs: failure.args });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 4 }}>
      <Title title="ep.advertising.createNewAdvertisement" />
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap spacing={1}>
        <Typography variant="h5">{translate('ep.advertising.createNewAdvertisement')}</Typography>
        <Button component={Link} to={`${basename}/advertising`} size="small">
          {translate('ep.advertising.backToAdvertising')}
        </Button>
      </Stack>
      <Step number={1} title={translate('ep.advertising.selectItemType')}>
        <ItemTypeStep
          value={type}
          onChange={(next) => {
            setType(next);
            setItemId(undefined);
            setItemTitle(undefined);
          }}
        />
      </Step>
      <Step
        number={2}
        title={
          type === 'property' ? translate('ep.advertising.chooseAProperty') : translate('ep.advertising.chooseAVehicle')
        }
      >
        <ItemChoiceStep
          type={type}
          value={itemId}
          onChange={(id, title) => {
            setItemId(id);
            setItemTitle(title);
          }}
        />
      </Step>
      <Step number={3} title={translate('ep.advertising.chooseAPlan')}>
        {plansPending ? <LoadingBar /> : <PlanChoiceStep plans={plans} value={planId} onChange={setPlanId} />}
      </Step>
      <CreateSummary
        type={type}
        itemTitle={itemTitle}
        plan={plan}
        ready={itemId !== undefined && plan !== undefined}
        saving={saving}
        onCreate={create}
      />
    </Stack>
  );
}

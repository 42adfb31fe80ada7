import { useState } from 'react';
import { Alert, Button, Chip, Stack } from '@mui/material';
import { Confirm, Form, useDelete, useGetList, useNotify, useUpdate, useTranslate } from 'react-admin';
import { type AdPlan } from '../../../domain/adPlans';
import { PlanCardFrame, PlanSummary } from '../advertising/PlanCard';
import { PlanFormActions } from './PlanFormActions';
import { PlanInputs } from './PlanInputs';
import { usePlanSave } from './usePlanSave';
import { WarnUnsavedChanges } from '../../components/WarnUnsavedChanges';

/**
 * PLAN-13: the spec's question, and how many active ads were bought with the plan (issue 43): they keep the terms
 * copied into them (ADS-24), but the owner should know before the plan goes.
 */
function PlanDeleteContent({ plan }: { plan: AdPlan }) {
  const translate = useTranslate();
  const { total } = useGetList('advertising', {
    filter: { plan_id: plan.id, status: 'active' },
    pagination: { page: 1, perPage: 1 },
  });
  return (
    <Stack spacing={1}>
      <span>{translate('ep.plans.confirmDelete')}</span>
      {total ? <Alert severity="warning">{translate('ep.plans.usedByActiveAds', { smart_count: total })}</Alert> : null}
    </Stack>
  );
}

/** PLAN-02, PLAN-03, PLAN-11, PLAN-13: one plan's card, edited in place; Delete after the spec's confirmation. */
export function PlanCardView({ plan }: { plan: AdPlan }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [update] = useUpdate<AdPlan>();
  const [remove, { isPending: deleting }] = useDelete<AdPlan>();
  const notify = useNotify();
  const save = usePlanSave();

  const onSubmit = async (values: Partial<AdPlan>) => {
    const { saved, errors } = await save(
      () =>
        update(
          'advertising-plans',
          { id: plan.id, data: { ...values, version: plan.version }, previousData: plan },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      { success: 'ep.plans.updated', failure: 'ep.plans.updateFailed' },
    );
    if (saved) setEditing(false);
    return errors;
  };

  const onDelete = async () => {
    setConfirming(false);
    try {
      await remove(
        'advertising-plans',
        { id: plan.id, previousData: plan },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('ep.plans.deleted', { type: 'success' });
    } catch {
      notify('ep.plans.deleteFailed', { type: 'error' });
    }
  };

  if (editing) {
    return (
      <PlanCardFrame selected>
        <Form record={plan} onSubmit={onSubmit}>
          <WarnUnsavedChanges />
          <PlanInputs />
          <PlanFormActions onCancel={() => setEditing(false)} />
        </Form>
      </PlanCardFrame>
    );
  }
  return (
    <PlanCardFrame>
      <Stack spacing={1} role="article" aria-label={plan.name}>
        <PlanSummary plan={plan} />
        <Chip
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          label={plan.is_active ? translate('ep.plans.active') : translate('ep.plans.inactive')}
          color={plan.is_active ? 'success' : 'default'}
        />
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing(true)}>
            {translate('ep.plans.edit')}
          </Button>
          <Button size="small" color="error" disabled={deleting} onClick={() => setConfirming(true)}>
            {translate('ep.plans.delete')}
          </Button>
        </Stack>
      </Stack>
      <Confirm
        isOpen={confirming}
        title={translate('ep.plans.deletePlan', { name: plan.name })}
        content={<PlanDeleteContent plan={plan} />}
        onClose={() => setConfirming(false)}
        onConfirm={onDelete}
      />
    </PlanCardFrame>
  );
}

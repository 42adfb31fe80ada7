import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, useCreate, useTranslate } from 'react-admin';
import { PLAN_DEFAULTS, type AdPlan } from '../../../domain/adPlans';
import { PlanFormActions } from './PlanFormActions';
import { PlanInputs } from './PlanInputs';
import { usePlanSave } from './usePlanSave';

/** PLAN-04, PLAN-06..10: 'Add New Plan' opens with the spec's defaults. */
export const NEW_PLAN: Partial<AdPlan> = {
  name: '',
  description: '',
  ...PLAN_DEFAULTS,
  is_featured: false,
  featured_days: 0,
  is_premium: false,
  homepage_days: 0,
};

export function AddPlanDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const [create] = useCreate<AdPlan>();
  const save = usePlanSave();
  const onSubmit = async (values: Partial<AdPlan>) => {
    const { saved, errors } = await save(() => create('advertising-plans', { data: values }, { returnPromise: true }), {
      success: 'ep.plans.created',
      failure: 'ep.plans.createFailed',
    });
    if (saved) onClose();
    return errors;
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-plan-title">
      <DialogTitle id="add-plan-title">{translate('ep.plans.addNewPlan')}</DialogTitle>
      <DialogContent>
        {open && (
          <Form record={NEW_PLAN} onSubmit={onSubmit}>
            <PlanInputs />
            <PlanFormActions onCancel={onClose} />
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}

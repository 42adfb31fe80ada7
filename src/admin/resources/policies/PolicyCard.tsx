import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Translate, useCreatePath, useUpdate, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Policy } from '../../../domain/policies';
import { policyPreview } from '../../../domain/policyPreview';
import { useDates } from '../../i18n/dates';

/**
 * POL-01: one policy as a card: its type, Active/Inactive, a preview of its content (POL-02: plain text,
 * 200 characters, 3 lines), 'Activate'/'Deactivate' and 'Edit'. POL-04: the toggle saves only {active};
 * POL-05: a failed toggle leaves the card as it was, with no message.
 */
export function PolicyCard({ policy }: { policy: Policy }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { instantDay } = useDates();
  const [update, { isPending }] = useUpdate<Policy>();
  const toggle = () =>
    update(
      'policies',
      { id: policy.id, data: { active: !policy.active }, previousData: policy },
      { mutationMode: 'pessimistic', onError: () => undefined },
    );
  return (
    <Card
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      data-testid="policy-card"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" label={<Translate i18nKey={`ep.site.policies.types.${policy.policy_type}`} />} />
          <Chip
            size="small"
            label={policy.active ? translate('ep.site.policies.active') : translate('ep.site.policies.inactive')}
            color={policy.active ? 'success' : 'default'}
          />
        </Stack>
        <Typography variant="h6" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {policy.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="policy-preview"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {policyPreview(policy.content)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {policy.last_updated ? instantDay(policy.last_updated) : ''}
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={toggle} disabled={isPending}>
          {translate(policy.active ? 'ep.site.policies.deactivate' : 'ep.site.policies.activate')}
        </Button>
        <Button size="small" component={Link} to={createPath({ resource: 'policies', type: 'edit', id: policy.id })}>
          {translate('ep.site.policies.edit')}
        </Button>
      </CardActions>
    </Card>
  );
}

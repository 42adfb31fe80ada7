import { Stack, Typography } from '@mui/material';
import { ReferenceInput, SelectInput, TextInput, useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Partner } from '../../../domain/partners';
import { netRateCents } from '../../../domain/partnerTerms';
import { usd } from '../../components/usd';

/** What the chosen partner's terms make of this booking: its net rate for the tour, or its percentage. */
function PartnerTermsNote({ partner, tourId }: { partner: Partner & { id: number }; tourId?: number | null }) {
  const translate = useTranslate();
  const net = netRateCents(partner, tourId ? Number(tourId) : null);
  const terms =
    partner.commission_kind === 'percent'
      ? `${translate('ep.partners.commission')}: ${partner.commission_percent} %`
      : net !== null
        ? `${translate('ep.partners.netPrice')}: ${usd(net / 100)}`
        : translate('ep.partners.commissionKinds.net');
  return (
    <Typography variant="body2" color="text.secondary" data-testid="partner-terms">
      {terms} · {translate(`ep.partners.settleModes.${partner.settle_mode}`)}
    </Typography>
  );
}

/**
 * The partner who sent the guest and its agent or desk (issue 41): the server prices the booking by the
 * partner's terms and stores its commission when the booking is made.
 */
export function PartnerInputs() {
  const [partnerId, tourId] = useWatch({ name: ['partner_id', 'tour_id'] }) as [number | null, number | null];
  const { data: partner } = useGetOne<Partner & { id: number }>(
    'partners',
    { id: partnerId ?? 0 },
    { enabled: Boolean(partnerId) },
  );
  const agents = (partner?.agents ?? []).map((agent) => ({ id: agent.name, name: agent.name }));
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} useFlexGap>
        <ReferenceInput
          source="partner_id"
          reference="partners"
          filter={{ active: true }}
          sort={{ field: 'name', order: 'ASC' }}
          perPage={200}
        >
          <SelectInput
            label="ep.partners.partner"
            optionText="name"
            emptyText="ep.partners.noPartner"
            sx={{ minWidth: 260 }}
          />
        </ReferenceInput>
        {partnerId &&
          (agents.length > 0 ? (
            <SelectInput source="partner_agent" label="ep.partners.agent" choices={agents} emptyText="—" />
          ) : (
            <TextInput source="partner_agent" label="ep.partners.agent" />
          ))}
      </Stack>
      {partnerId && partner && <PartnerTermsNote partner={partner} tourId={tourId} />}
    </>
  );
}

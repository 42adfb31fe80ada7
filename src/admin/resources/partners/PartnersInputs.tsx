import { Stack } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
} from 'react-admin';
import { netRateSchema, partnerAgentSchema, partnerSchema } from '../../../domain/partners';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { commissionChoices, kindChoices, settleChoices } from './choices';
import { ReferralLink } from './ReferralLink';

const rules = rulesOf(partnerSchema);
const rateRules = rulesOf(netRateSchema);
const field = (name: string) => `resources.partners.fields.${name}`;
const row = { direction: { xs: 'column', sm: 'row' }, spacing: { xs: 0, sm: 2 }, useFlexGap: true } as const;

/** A partner: who they are, how to reach them, their referral code, commission terms and agents (issue 41). */
export function PartnersInputs() {
  const { shape } = partnerSchema;
  return (
    <>
      <Stack {...row}>
        <BoundedTextInput source="name" label={field('name')} schema={shape.name} sx={{ minWidth: 280 }} />
        <SelectInput source="kind" label={field('kind')} choices={kindChoices} validate={rules.kind} />
        <BooleanInput source="active" label={field('active')} defaultValue />
      </Stack>
      <Stack {...row}>
        <BoundedTextInput source="contact" label={field('contact')} schema={shape.contact} />
        <BoundedTextInput source="phone" label={field('phone')} schema={shape.phone} type="tel" />
        <BoundedTextInput source="whatsapp" label={field('whatsapp')} schema={shape.whatsapp} type="tel" />
        <BoundedTextInput source="email" label={field('email')} schema={shape.email} type="email" />
      </Stack>
      <BoundedTextInput source="referral_code" label={field('referral_code')} schema={shape.referral_code} />
      <ReferralLink />
      <Stack {...row}>
        <SelectInput
          source="commission_kind"
          label={field('commission_kind')}
          choices={commissionChoices}
          validate={rules.commission_kind}
          defaultValue="percent"
        />
        <SelectInput
          source="settle_mode"
          label={field('settle_mode')}
          choices={settleChoices}
          validate={rules.settle_mode}
          defaultValue="we_collect"
          sx={{ minWidth: 320 }}
        />
      </Stack>
      <FormDataConsumer<{ commission_kind?: string }>>
        {({ formData }) =>
          formData.commission_kind === 'net' ? (
            <ArrayInput source="net_rates" label={field('net_rates')} defaultValue={[]}>
              <SimpleFormIterator inline disableClear disableReordering>
                <ReferenceInput
                  source="tour_id"
                  reference="tours"
                  sort={{ field: 'order', order: 'ASC' }}
                  perPage={100}
                >
                  <SelectInput
                    label="ep.partners.tour"
                    optionText="nombre"
                    validate={rateRules.tour_id}
                    sx={{ minWidth: 260 }}
                  />
                </ReferenceInput>
                <NumberInput source="net_price" label="ep.partners.netPrice" validate={rateRules.net_price} min={0} />
              </SimpleFormIterator>
            </ArrayInput>
          ) : (
            <NumberInput
              source="commission_percent"
              label={field('commission_percent')}
              validate={rules.commission_percent}
              min={0}
              max={100}
            />
          )
        }
      </FormDataConsumer>
      <ArrayInput source="agents" label={field('agents')} defaultValue={[]}>
        <SimpleFormIterator inline disableClear disableReordering>
          <BoundedTextInput source="name" label="ep.partners.agentName" schema={partnerAgentSchema.shape.name} />
          <BoundedTextInput
            source="phone"
            label="ep.partners.agentPhone"
            schema={partnerAgentSchema.shape.phone}
            type="tel"
          />
        </SimpleFormIterator>
      </ArrayInput>
      <BoundedTextInput source="notes" label={field('notes')} schema={shape.notes} multiline minRows={2} fullWidth />
    </>
  );
}

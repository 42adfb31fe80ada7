import { COMMISSION_KINDS, PARTNER_KINDS, SETTLE_MODES } from '../../../domain/partners';

const keyed = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `ep.partners.${group}.${id}` }));

export const kindChoices = keyed(PARTNER_KINDS, 'kinds');
export const commissionChoices = keyed(COMMISSION_KINDS, 'commissionKinds');
export const settleChoices = keyed(SETTLE_MODES, 'settleModes');

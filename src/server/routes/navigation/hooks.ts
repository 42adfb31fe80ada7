import {
  mapLegacyNavUrl,
  mapNavNameOnCreate,
  navigationResource,
  violatesAirportTransfersRule,
} from '../../../domain/navigation';
import { badRequest } from '../../http/errors';
import { maxValue } from '../../db/queries';
import type { Executor } from '../../db/repository';
import { defineHooks } from '../../crud/resource';
import { codecOf } from '../../db/repository';

async function refuseSecondAirportLink(trx: Executor, candidate: { id?: number; url: string }) {
  const stored = await trx.selectFrom('navigation').select(['id', 'url']).execute();
  if (violatesAirportTransfersRule(candidate, stored)) {
    throw badRequest('ep.navigation.airportDuplicate', { url: 'ep.navigation.airportDuplicate' });
  }
}

/** NAV-07, NAV-09..12 hold for every caller, not only for the screen. */
export default defineHooks(navigationResource, () => ({
  async beforeCreate(data, { trx }) {
    const link = { ...data, name: mapNavNameOnCreate(data.name), url: mapLegacyNavUrl(data.url) };
    await refuseSecondAirportLink(trx, { url: link.url });
    return { ...link, order: data.order ?? (await maxValue(trx, codecOf(navigationResource), 'order')) + 1 };
  },
  async beforeUpdate(data, existing, { trx }) {
    if (data.url === undefined) return data;
    const url = mapLegacyNavUrl(data.url);
    await refuseSecondAirportLink(trx, { id: existing.id, url });
    return { ...data, url };
  },
}));

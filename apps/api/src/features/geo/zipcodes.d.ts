// The `zipcodes` package ships no types; this is the part we use.
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string): ZipCodeRecord | undefined;
  export function lookupByState(state: string): ZipCodeRecord[];
  /** Every code (Canada's too) within `miles` of `zip`, the records themselves with `full`. */
  export function radius(zip: string, miles: number, full: true): ZipCodeRecord[];
  export const codes: Record<string, ZipCodeRecord>;
}

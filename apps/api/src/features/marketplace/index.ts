/** The marketplace's offers (no routes of its own yet: the campaigns feature lists and joins them). */
export { findOpenOffer, listAvailableOffers, type OfferRow } from './offers.queries';

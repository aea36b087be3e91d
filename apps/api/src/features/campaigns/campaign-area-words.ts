import { type CampaignRegion, campaignAreaInWords } from '@vanbid/domain';
import type { Queryable } from '../../platform/db/database';
import { findTemplateSize } from '../geo';
import type { CampaignChanges } from './campaigns.queries';

interface CampaignArea {
  region: CampaignRegion | null;
  geoTemplateId: number | null;
}

/** Where a campaign with this area buys, in words ("Richmond area · 4 ZIP codes", "Ohio, Indiana"). */
async function areaInWords(db: Queryable, area: CampaignArea): Promise<string> {
  if (area.region || area.geoTemplateId === null) return campaignAreaInWords(area.region, null);
  return campaignAreaInWords(null, await findTemplateSize(db, area.geoTemplateId));
}

/**
 * The area before and after a change, in words, when the change sets one (a region, a ZIP
 * template or anywhere); null when it leaves the area alone. Read before the change is written:
 * a region's own template is rewritten in place.
 */
export async function areaChangeInWords(
  db: Queryable,
  before: CampaignArea,
  changes: CampaignChanges,
): Promise<{ before: string; after: string } | null> {
  if (changes.region === undefined && changes.geoTemplateId === undefined) return null;
  const after: CampaignArea = {
    region: changes.region === undefined ? before.region : changes.region,
    geoTemplateId: changes.geoTemplateId === undefined ? before.geoTemplateId : changes.geoTemplateId,
  };
  return { before: await areaInWords(db, before), after: await areaInWords(db, after) };
}

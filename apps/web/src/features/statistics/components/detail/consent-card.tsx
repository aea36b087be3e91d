import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LeadConsent } from '@vanbid/contract';
import { ageWords, friendlyInstant, splitOnName } from '@vanbid/domain';
import { DetailItem, DetailList, DetailSection } from './detail-parts';

/** Only web addresses become links (what the publisher API accepts); anything else stays text. */
function WebAddress({ url }: { url: string }) {
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </Link>
  );
}

/** The consent text, the buyer's company highlighted wherever it is named. */
function ConsentText({ text, companyName }: { text: string; companyName: string }) {
  return (
    <Typography
      component="blockquote"
      variant="body2"
      sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}
    >
      {splitOnName(text, companyName).map((part, index) =>
        part.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <mark key={index}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </Typography>
  );
}

/** The consent evidence as the publisher posted it, and how old the lead was when it was sold. */
export function ConsentCard({
  consent,
  companyName,
  ageWhenSoldSeconds,
  zone,
}: {
  consent: LeadConsent | null;
  companyName: string;
  ageWhenSoldSeconds: number | null;
  zone: string;
}) {
  if (!consent)
    return (
      <DetailSection title="Consent">
        <Typography variant="body2" color="text.secondary">
          The publisher sent no consent evidence with this lead.
        </Typography>
      </DetailSection>
    );
  return (
    <DetailSection title="Consent">
      <ConsentText text={consent.consent_text} companyName={companyName} />
      <DetailList>
        <DetailItem label="Certificate" wide>
          <WebAddress url={consent.certificate_url} />
        </DetailItem>
        <DetailItem label="Captured">
          <span title={consent.captured_at}>{friendlyInstant(consent.captured_at, zone)}</span>
        </DetailItem>
        <DetailItem label="Lead's age when sold">
          {ageWhenSoldSeconds === null ? '—' : ageWords(ageWhenSoldSeconds)}
        </DetailItem>
        <DetailItem label="IP address">{consent.ip}</DetailItem>
        <DetailItem label="Page" wide>
          <WebAddress url={consent.page_url} />
        </DetailItem>
      </DetailList>
    </DetailSection>
  );
}

import { formatUsd } from '@vanbid/domain';
import { type DeliveredLead, describePlace, fullName, phoneDigits } from './delivered-lead';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** `Tue, Mar 9, 2027`. */
const readableDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The lead's facts as label and value, in the order the e-mail shows them. */
function factsOf(lead: DeliveredLead): [string, string][] {
  return [
    ['Name', fullName(lead)],
    ['Phone', lead.phone],
    ['E-mail', lead.email],
    ['From', describePlace(lead.from)],
    ['To', describePlace(lead.to)],
    ['Move date', lead.moveDate ? readableDate(lead.moveDate) : 'not given'],
    ['Move size', lead.moveSize ?? 'not given'],
    ['Distance', lead.distance === 'local' ? 'Local' : 'Long distance'],
    ['Campaign', lead.campaignName],
    ['Price', formatUsd(lead.priceCents)],
  ];
}

/** One readable e-mail per lead: the contact and the move, and a link to the lead in the portal. */
export function leadEmail(lead: DeliveredLead, leadUrl: string) {
  const test = lead.isTest ? '[Test] ' : '';
  const subject = `${test}New lead: ${fullName(lead)}, ${describePlace(lead.from)} → ${describePlace(lead.to)}`;
  const facts = factsOf(lead);
  const text = [
    lead.isTest ? 'This is a test lead sent from your lead delivery settings.\n' : 'You bought a new lead.\n',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open the lead: ${leadUrl}`,
  ].join('\n');
  const rows = facts
    .map(([label, value]) => {
      const shown =
        label === 'Phone'
          ? `<a href="tel:+1${phoneDigits(value)}">${escapeHtml(value)}</a>`
          : label === 'E-mail'
            ? `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`
            : escapeHtml(value);
      return `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;font-weight:normal">${label}</th><td style="padding:4px 0">${shown}</td></tr>`;
    })
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222">
<p>${lead.isTest ? 'This is a <strong>test lead</strong> sent from your lead delivery settings.' : 'You bought a new lead.'}</p>
<table cellspacing="0" cellpadding="0">${rows}</table>
<p><a href="${escapeHtml(leadUrl)}" style="display:inline-block;padding:10px 16px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">Open the lead</a></p>
</body></html>`;
  return { subject, text, html };
}

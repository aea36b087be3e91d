import type { CompanyInfo } from '@vanbid/contract';
import { SIGNED_DOCUMENT_TITLES, type SignedDocumentKind } from '@vanbid/domain';
import type { DocumentToSign } from '../../platform/e-signature/index';

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/**
 * The words of the wizard's documents with the company's details. Plain text, so the browser
 * shows exactly what the PDF holds.
 */
export function documentText(kind: SignedDocumentKind, company: CompanyInfo, today: string): DocumentToSign {
  const who = `${company.companyName}${company.companyUsDotNumber ? ` (US DOT ${company.companyUsDotNumber})` : ''}`;
  const address = line(
    company.companyBusinessAddress,
    company.companyCity,
    company.companyState,
    company.companyZipCode,
  );
  const parties = [
    `Date: ${today}`,
    `Advertiser: ${who}${address ? `, ${address}` : ''}.`,
    `Contact: ${line(company.companyPhoneNumber, company.companyEmailAddress) || 'as on file'}.`,
  ];
  if (kind === 'insertion-order')
    return {
      title: SIGNED_DOCUMENT_TITLES[kind],
      paragraphs: [
        ...parties,
        'The Advertiser orders phone calls and leads of people planning a move from the Vanbid marketplace, through the campaigns it sets up in the Vanbid portal.',
        'Price: each call or lead is bought at the Advertiser’s bid for the hour: the hourly minimum bid published in the portal plus the Advertiser’s percent above it. Minimum bids change with supply and demand; the Advertiser is told of each change in the portal.',
        'Billing: purchases are paid from the Advertiser’s prepaid wallet. A call is charged only when it is answered and lasts long enough to be billable; missed, voicemail and short calls, and branded calls within the monthly allowance, are free.',
        'Limits: the Advertiser controls daily limits, buying hours, areas and concurrent calls per campaign, and may pause any campaign at any time.',
        'Term: this order runs until either party ends it in writing; unused wallet funds are paid back to the payment method they came from.',
      ],
    };
  return {
    title: SIGNED_DOCUMENT_TITLES[kind],
    paragraphs: [
      ...parties,
      'The Advertiser authorizes Vanbid to charge the payment methods saved in the portal (cards and bank accounts) for the amounts the Advertiser adds to its wallet, and for automatic top-ups when the Advertiser turns auto-recharge on.',
      'Each charge appears in the portal’s Transactions with its receipt. The Advertiser may remove a payment method or turn auto-recharge off at any time; charges already made are not affected.',
      'Disputes: the Advertiser will contact Vanbid support before disputing a charge with its bank.',
    ],
  };
}

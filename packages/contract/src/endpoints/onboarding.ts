// The setup wizard's calls: company and contact, ID verification, signed documents, reset
// (docs/product.md §3).
import {
  CONTACT_TYPES,
  ID_VERIFICATION_REASONS,
  isStateLicenseNumber,
  isUsDotNumber,
  isUsStateCode,
  SIGNED_DOCUMENT_KINDS,
} from '@vanbid/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { metaData } from './company';

const text = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
const email = z.string().trim().toLowerCase().max(254).email('Enter an e-mail address like name@example.com');
const phone = z
  .string()
  .trim()
  .max(30, 'Enter a 10-digit US phone number')
  .refine(
    (value) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '').length === 10,
    'Enter a 10-digit US phone number',
  );
const zipCode = z
  .string()
  .trim()
  .max(5, 'Enter a 5-digit ZIP code')
  .regex(/^\d{5}$/, 'Enter a 5-digit ZIP code');
const usState = z
  .string()
  .trim()
  .toUpperCase()
  .max(2, 'Choose a US state')
  .refine(isUsStateCode, 'Choose a US state');

/** What "save company info" takes: the `company*` fields (others are dropped). */
export const companyInfoInput = z.object({
  companyName: text(120),
  companyBusinessAddress: text(200),
  companyCity: text(80),
  companyState: usState,
  companyZipCode: zipCode,
  companyPhoneNumber: phone,
  companyEmailAddress: email,
  companyUsDotNumber: optionalText(8).refine(
    (value) => value === undefined || isUsDotNumber(value),
    'A US DOT number has 1 to 8 digits',
  ),
  companyLocalStateLicenseNumber: optionalText(20).refine(
    (value) => value === undefined || isStateLicenseNumber(value),
    'Use 3 to 20 letters and digits, as on the licence',
  ),
  companyVanLinesAffiliation: optionalText(120),
});
/** A mover has a US DOT number, a state licence number, or both (the server checks it too). */
export const COMPANY_NUMBER_REQUIRED = 'Enter a US DOT number, a state licence number, or both';
export type CompanyInfoInput = z.input<typeof companyInfoInput>;

export const companyInfo = z.object({
  companyName: z.string(),
  companyBusinessAddress: z.string().nullable(),
  companyCity: z.string().nullable(),
  companyState: z.string().nullable(),
  companyZipCode: z.string().nullable(),
  companyPhoneNumber: z.string().nullable(),
  companyEmailAddress: z.string().nullable(),
  /** Derived: both numbers → Both, only the state licence → Local, only the DOT number → Long Distance. */
  companyType: z.string().nullable(),
  companyUsDotNumber: z.string().nullable(),
  companyLocalStateLicenseNumber: z.string().nullable(),
  companyVanLinesAffiliation: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

export const saveCompanyInfo = defineEndpoint({
  method: 'POST',
  path: '/company/saveCompanyInfo',
  summary: 'Save the company step of the wizard (only company* fields are read)',
  tag: 'onboarding',
  auth: true,
  body: companyInfoInput,
  data: z.object({ company: companyInfo, metaData }),
});

export const getCompanyInfo = defineEndpoint({
  method: 'GET',
  path: '/company/companyInfo',
  summary: 'The saved company step of the wizard',
  tag: 'onboarding',
  auth: true,
  data: z.object({ company: companyInfo }),
});

/** What "save authorized contact" takes: the `authorized*` fields. */
export const authorizedContactInput = z.object({
  authorizedContactFirstName: text(80),
  authorizedContactLastName: text(80),
  authorizedContactPhoneNumber: phone,
  authorizedContactEmail: email,
  authorizedContactType: z.enum(CONTACT_TYPES, { message: 'Choose a contact type' }),
  authorizedOtherContact: optionalText(80),
});
export type AuthorizedContactInput = z.input<typeof authorizedContactInput>;

export const authorizedContact = z.object({
  _id: z.number(),
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string(),
  contactType: z.string(),
  otherContact: z.string().nullable(),
});
export type AuthorizedContact = z.infer<typeof authorizedContact>;

export const saveAuthorizedContact = defineEndpoint({
  method: 'POST',
  path: '/admin/authorizedContacts/saveauthorizedcontact',
  summary: 'Save the contact step of the wizard (only authorized* fields are read)',
  tag: 'onboarding',
  auth: true,
  refusals: ['CONFLICT'],
  body: authorizedContactInput,
  data: z.object({ contact: authorizedContact, metaData }),
});

export const getAuthorizedContacts = defineEndpoint({
  method: 'GET',
  path: '/admin/authorizedContacts/getAuthorizedContacts',
  summary: 'The authorized contacts of the selected account',
  tag: 'onboarding',
  auth: true,
  data: z.object({ contacts: z.array(authorizedContact) }),
});

export const isEmailAvailable = defineEndpoint({
  method: 'GET',
  path: '/payment/isEmailAvailable',
  summary: 'Whether no user signs in with this e-mail yet',
  tag: 'onboarding',
  auth: true,
  query: z.object({ email }),
  data: z.object({ available: z.boolean() }),
});

export const resetAccount = defineEndpoint({
  method: 'POST',
  path: '/payment/resetAccount',
  summary: 'Start the setup over: every setup flag cleared (saved answers, methods and money are kept)',
  tag: 'onboarding',
  auth: true,
  data: z.object({ metaData }),
});

// --- ID verification ---------------------------------------------------------------------------

export const ID_IMAGE_SIDES = ['front', 'back', 'selfie'] as const;
export type IdImageSide = (typeof ID_IMAGE_SIDES)[number];
export const ID_DOCUMENT_TYPES = ['passport', 'id_card', 'driving_license'] as const;
/** The largest image accepted, in bytes (before base64). */
export const ID_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const reasonCodes = [
  ...ID_VERIFICATION_REASONS.resubmittable.map((reason) => reason.code),
  ...ID_VERIFICATION_REASONS.final.map((reason) => reason.code),
] as [string, ...string[]];

export const verificationStatus = z.object({
  state: z.enum(['not_started', 'awaiting_documents', 'pending', 'approved', 'rejected']),
  submissionCount: z.number(),
  rejection: z.object({ reason: z.string(), label: z.string(), isResubmittable: z.boolean() }).nullable(),
  /** Sides uploaded for the next submission. */
  uploaded: z.array(z.enum(ID_IMAGE_SIDES)),
});
export type VerificationStatusData = z.infer<typeof verificationStatus>;

export const getIdVerificationToken = defineEndpoint({
  method: 'POST',
  path: '/sumsub/get_access_token',
  base: 'integrations',
  summary: 'A short-lived token of the identity-verification provider (the sandbox) for the capture screens',
  tag: 'onboarding',
  auth: true,
  refusals: ['BUSINESS_RULE'],
  data: z.object({ token: z.string(), expiresAt: z.string(), applicantId: z.string() }),
});

export const uploadIdImage = defineEndpoint({
  method: 'POST',
  path: '/identity-verifications/images',
  summary: 'One image for the next ID submission (JPEG, PNG or WebP, at most 10 MB, base64)',
  tag: 'onboarding',
  auth: true,
  refusals: ['CONFLICT', 'BUSINESS_RULE'],
  body: z.object({
    side: z.enum(ID_IMAGE_SIDES),
    fileName: z.string().max(200).optional(),
    /** The file's bytes in base64 (a `data:` URL prefix is allowed). */
    image: z
      .string()
      .min(1, 'Choose an image')
      .max(Math.ceil((ID_IMAGE_MAX_BYTES * 4) / 3) + 200, 'The image is larger than 10 MB'),
  }),
  data: verificationStatus,
});

export const submitIdVerification = defineEndpoint({
  method: 'POST',
  path: '/identity-verifications',
  summary: 'Send the uploaded document and selfie for review',
  tag: 'onboarding',
  auth: true,
  refusals: ['CONFLICT', 'BUSINESS_RULE'],
  body: z.object({ documentType: z.enum(ID_DOCUMENT_TYPES) }),
  data: verificationStatus,
});

export const createIdvRecord = defineEndpoint({
  method: 'POST',
  path: '/admin/authorizedContacts/createIdvRecord',
  summary: 'Record the signed-in person’s verification (its current state) on the account',
  tag: 'onboarding',
  auth: true,
  data: verificationStatus,
});

export const isUserVerified = defineEndpoint({
  method: 'GET',
  path: '/payment/isUserVerified',
  summary: 'The verification of the signed-in user, or of a member of the account by e-mail',
  tag: 'onboarding',
  auth: true,
  query: z.object({ email: email.optional() }),
  data: verificationStatus.extend({ verified: z.boolean() }),
});

export const idReview = z.object({
  applicantId: z.string(),
  userName: z.string(),
  email: z.string(),
  accountName: z.string(),
  documentType: z.string(),
  sides: z.array(z.enum(ID_IMAGE_SIDES)),
  submittedAt: z.string(),
  submissionCount: z.number(),
});

export const listIdReviews = defineEndpoint({
  method: 'GET',
  path: '/support/id-reviews',
  summary: 'Support: the ID submissions waiting for a decision',
  tag: 'support',
  auth: true,
  refusals: ['FORBIDDEN'],
  data: z.object({ reviews: z.array(idReview) }),
});

export const getIdReviewImage = defineEndpoint({
  method: 'GET',
  path: '/support/id-reviews/:applicantId/:side',
  summary: 'Support: one image of a submission',
  tag: 'support',
  auth: true,
  refusals: ['FORBIDDEN'],
  params: z.object({
    applicantId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    side: z.enum(ID_IMAGE_SIDES),
  }),
  produces: 'image/jpeg',
  data: z.string(),
});

export const decideIdReview = defineEndpoint({
  method: 'POST',
  path: '/support/id-reviews/:applicantId/decision',
  summary: 'Support: approve or reject a submission (as the provider’s reviewer)',
  tag: 'support',
  auth: true,
  refusals: ['FORBIDDEN', 'CONFLICT'],
  params: z.object({
    applicantId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }),
  body: z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('approved') }),
    z.object({
      outcome: z.literal('rejected'),
      reason: z.enum(reasonCodes),
      note: z.string().max(500).optional(),
    }),
  ]),
  data: verificationStatus,
});

/** The provider's header: HMAC-SHA256 (hex) of the request body's bytes, as sent, with the webhook secret. */
export const IDV_WEBHOOK_SIGNATURE_HEADER = 'x-payload-digest';

export const idVerificationWebhook = defineEndpoint({
  method: 'POST',
  path: '/sumsub/webhook',
  base: 'integrations',
  summary:
    'The identity-verification provider tells of a reviewed applicant (signed; 401 otherwise); a delivery is applied once',
  tag: 'onboarding',
  auth: false,
  credential: 'webhook-signature',
  body: z.object({
    type: z.literal('applicantReviewed'),
    applicantId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    /** The provider's id of this event, the same in every retry of it: a replay is answered, not applied. */
    correlationId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_.:-]{1,128}$/),
  }),
  data: verificationStatus,
});

// --- Signed documents --------------------------------------------------------------------------

const documentKind = z.enum(SIGNED_DOCUMENT_KINDS);

export const prepareDocument = defineEndpoint({
  method: 'POST',
  path: '/documents/:kind/prepare',
  summary: 'The insertion order or payment authorization with the company’s details, ready to sign',
  tag: 'onboarding',
  auth: true,
  params: z.object({ kind: documentKind }),
  data: z.object({
    documentId: z.string(),
    sha256: z.string(),
    title: z.string(),
    paragraphs: z.array(z.string()),
  }),
});

export const getDocumentPdf = defineEndpoint({
  method: 'GET',
  path: '/documents/:documentId/pdf',
  summary: 'A signed document as PDF (404 until it is signed)',
  tag: 'onboarding',
  auth: true,
  params: z.object({
    documentId: z
      .string()
      .max(84)
      .regex(/^doc_[A-Za-z0-9_-]{1,80}$/),
  }),
  produces: 'application/pdf',
  data: z.string(),
});

/** A drawn signature: a PNG, base64, at most 512 KB. */
const signaturePng = z.string().min(1, 'Draw your signature').max(700_000, 'The signature is too large');

export const signDocument = defineEndpoint({
  method: 'POST',
  path: '/documents/:kind/sign',
  summary: 'Sign a prepared document with a typed name and a drawn signature',
  tag: 'onboarding',
  auth: true,
  refusals: ['CONFLICT'],
  params: z.object({ kind: documentKind }),
  body: z.object({
    documentId: z
      .string()
      .max(84)
      .regex(/^doc_[A-Za-z0-9_-]{1,80}$/),
    documentSha256: z
      .string()
      .max(64)
      .regex(/^[a-f0-9]{64}$/),
    signerName: text(120),
    signaturePng,
  }),
  data: z.object({ metaData }),
});

export const signedDocument = z.object({
  documentId: z.string(),
  kind: documentKind,
  title: z.string(),
  signerName: z.string(),
  signedAt: z.string(),
  documentSha256: z.string(),
});

export const listSignedDocuments = defineEndpoint({
  method: 'GET',
  path: '/documents/signed',
  summary: 'The account’s signed documents',
  tag: 'onboarding',
  auth: true,
  data: z.object({ documents: z.array(signedDocument) }),
});

// --- The web's error reports -------------------------------------------------------------------

export const postErrorReport = defineEndpoint({
  method: 'POST',
  path: '/api/report',
  base: 'report',
  summary: 'An error the web app met (stored, size- and rate-limited)',
  tag: 'report',
  auth: false,
  body: z.object({
    message: z.string().max(2_000),
    stack: z.string().max(8_000).optional(),
    url: z.string().max(2_000),
    release: z.string().max(100).optional(),
  }),
  data: z.object({ received: z.boolean() }),
});

import {
  createGuestLink,
  createIdvRecord,
  decideIdReview,
  exchangeLoginCode,
  getAuthorizedContacts,
  getCompanyInfo,
  getCompanyUserMeta,
  getContactUserMeta,
  getDocumentPdf,
  getIdReviewImage,
  getIdVerificationToken,
  IDV_WEBHOOK_SIGNATURE_HEADER,
  idVerificationWebhook,
  isEmailAvailable,
  isUserVerified,
  listIdReviews,
  listSignedDocuments,
  postErrorReport,
  prepareDocument,
  resetAccount,
  saveAuthorizedContact,
  saveCompanyInfo,
  signDocument,
  submitIdVerification,
  uploadIdImage,
} from '@vanbid/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signWebhookBody } from '../src/features/identity-check';
import { ALL_SETUP_FLAGS } from '../src/seed/factories';
import { addSandboxCard, SANDBOX_CARDS } from '../src/seed/money-factories';
import { routeOf, unchecked } from './support/call';
import { type SignedInOwner, signedInOwner, signedInSupport } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

const COMPANY = {
  companyName: 'Blue Ridge Movers',
  companyBusinessAddress: '12 Main St',
  companyCity: 'Richmond',
  companyState: 'VA',
  companyZipCode: '23219',
  companyPhoneNumber: '804-555-0100',
  companyEmailAddress: 'office@blueridge.example',
  companyUsDotNumber: '1234567',
  companyLocalStateLicenseNumber: '',
  companyVanLinesAffiliation: 'Atlas',
};
const CONTACT = {
  authorizedContactFirstName: 'Rosa',
  authorizedContactLastName: 'Diaz',
  authorizedContactPhoneNumber: '(804) 555-0111',
  authorizedContactEmail: 'Rosa@BlueRidge.example',
  authorizedContactType: 'Sales Manager' as const,
};

let photo: Buffer;
const base64 = (bytes: Buffer) => bytes.toString('base64');

beforeAll(async () => {
  photo = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3366aa' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-note' } } })
    .jpeg()
    .toBuffer();
});

const newOwner = () => signedInOwner(context, { setupComplete: false, isMainAccount: false });

describe('the company step', () => {
  it('saves only company* fields, derives the company type and earns company_info', async () => {
    const owner = await newOwner();
    const response = await call(saveCompanyInfo, {
      as: owner,
      body: unchecked({
        ...COMPANY,
        authorizedContactEmail: 'x@y.example',
        isMainAccount: true,
        companyType: 'Local',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.data.company).toMatchObject({
      companyName: 'Blue Ridge Movers',
      companyPhoneNumber: '(804) 555-0100',
      companyType: 'Long Distance',
      companyLocalStateLicenseNumber: null,
    });
    expect(response.data.metaData).toMatchObject({
      company_info: true,
      isMainAccount: false,
      auth_contact_added: false,
    });
    const saved = await call(getCompanyInfo, { as: owner });
    expect(saved.data.company.companyVanLinesAffiliation).toBe('Atlas');
    const contacts = await call(getAuthorizedContacts, { as: owner });
    expect(contacts.data.contacts).toEqual([]);
  });

  it('answers 400 naming the field for a bad DOT number, a bad licence, or neither, and saves nothing', async () => {
    const owner = await newOwner();
    const badDot = await call(saveCompanyInfo, {
      as: owner,
      body: { ...COMPANY, companyUsDotNumber: '12-34' },
    });
    expect(badDot.status).toBe(400);
    expect(badDot.error.fields).toHaveProperty('companyUsDotNumber');
    const badLicence = await call(saveCompanyInfo, {
      as: owner,
      body: { ...COMPANY, companyLocalStateLicenseNumber: '<script>' },
    });
    expect(badLicence.error.fields).toHaveProperty('companyLocalStateLicenseNumber');
    const neither = await call(saveCompanyInfo, { as: owner, body: { ...COMPANY, companyUsDotNumber: '' } });
    expect(neither.status).toBe(400);
    expect(neither.error.fields).toHaveProperty('companyUsDotNumber');
    const state = await call(saveCompanyInfo, { as: owner, body: { ...COMPANY, companyState: 'XX' } });
    expect(state.error.fields).toHaveProperty('companyState');
    const meta = await call(getCompanyUserMeta, { as: owner });
    expect(meta.data.metaData.company_info).toBe(false);
  });

  it('cannot write another account’s company', async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    const response = await call(saveCompanyInfo, {
      as: { token: owner.token, globalId: stranger.account.id },
      body: COMPANY,
    });
    expect(response.status).toBe(403);
    const theirs = await call(getCompanyInfo, { as: stranger });
    expect(theirs.data.company.companyBusinessAddress).toBeNull();
  });
});

describe('the contact step', () => {
  it('saves only authorized* fields, one contact per e-mail, and earns auth_contact_added', async () => {
    const owner = await newOwner();
    const first = await call(saveAuthorizedContact, {
      as: owner,
      body: unchecked({ ...CONTACT, companyName: 'Hacked' }),
    });
    expect(first.status).toBe(200);
    expect(first.data.contact).toMatchObject({
      email: 'rosa@blueridge.example',
      contactType: 'Sales Manager',
    });
    expect(first.data.metaData.auth_contact_added).toBe(true);
    await call(saveAuthorizedContact, {
      as: owner,
      body: { ...CONTACT, authorizedContactLastName: 'Diaz-Lee' },
    });
    const contacts = await call(getAuthorizedContacts, { as: owner });
    expect(contacts.data.contacts.map((c) => c.lastName)).toEqual(['Diaz-Lee']);
    const name = await context.db.execute(sql`select name from accounts where id = ${owner.account.id}`);
    expect(name.rows[0]!.name).not.toBe('Hacked');
  });

  it('answers 400 for an unknown contact type or a bad e-mail', async () => {
    const owner = await newOwner();
    const type = await call(saveAuthorizedContact, {
      as: owner,
      body: unchecked({ ...CONTACT, authorizedContactType: 'CEO' }),
    });
    expect(type.status).toBe(400);
    expect(type.error.fields).toHaveProperty('authorizedContactType');
    const email = await call(saveAuthorizedContact, {
      as: owner,
      body: { ...CONTACT, authorizedContactEmail: 'rosa' },
    });
    expect(email.error.fields).toHaveProperty('authorizedContactEmail');
  });

  it('tells whether an e-mail is free to sign in with', async () => {
    const owner = await newOwner();
    expect(
      (await call(isEmailAvailable, { as: owner, query: { email: owner.email.toUpperCase() } })).data
        .available,
    ).toBe(false);
    expect(
      (await call(isEmailAvailable, { as: owner, query: { email: 'nobody-yet@blueridge.example' } })).data
        .available,
    ).toBe(true);
  });
});

/** An owner with a verification applicant and the given images uploaded. */
async function upload(
  owner: SignedInOwner,
  side: 'front' | 'back' | 'selfie',
  bytes: Buffer = photo,
  fileName = `${side}.jpg`,
) {
  return call(uploadIdImage, { as: owner, body: { side, image: base64(bytes), fileName } });
}

async function storedImage(owner: SignedInOwner, side: 'front' | 'back' | 'selfie') {
  const result = await context.db.execute<Record<string, string>>(
    sql`select front_key, back_key, selfie_key from identity_checks where user_id = ${owner.user.id}`,
  );
  const key = result.rows[0]![`${side}_key`]!;
  const { readStoredBytes } = await import('../src/platform/file-storage/index');
  return readStoredBytes(context.app.deps.fileStorage, key);
}

describe('ID verification', () => {
  it('gives the provider’s token for the capture screens', async () => {
    const owner = await newOwner();
    const token = await call(getIdVerificationToken, { as: owner });
    expect(token.status).toBe(200);
    expect(token.data.token.length).toBeGreaterThan(20);
  });

  it('keeps an image only after checking its content and re-encoding it without metadata', async () => {
    const owner = await newOwner();
    const response = await upload(owner, 'front');
    expect(response.status).toBe(200);
    expect(response.data.uploaded).toEqual(['front']);
    const stored = await storedImage(owner, 'front');
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    expect(stored.includes(Buffer.from('secret-gps-note'))).toBe(false);
  });

  it('refuses a PDF renamed .jpg, an image over 10 MB, a folder in the file name, and strips a polyglot’s payload', async () => {
    const owner = await newOwner();
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF',
    );
    const renamed = await upload(owner, 'front', pdf, 'passport.jpg');
    expect(renamed.status).toBe(400);
    expect(renamed.error.fields).toEqual({ image: 'This file is not a JPEG, PNG or WebP image' });
    const huge = await upload(owner, 'front', Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]));
    expect(huge.status).toBe(400);
    expect(huge.error.message).toMatch(/10 MB/);
    const path = await upload(owner, 'front', photo, '../../etc/passwd.jpg');
    expect(path.status).toBe(400);
    expect(path.error.fields).toHaveProperty('fileName');
    const status = await call(isUserVerified, { as: owner });
    expect(status.data.uploaded).toEqual([]);
    const polyglot = Buffer.concat([photo, Buffer.from('<script>alert(1)</script>PK\u0003\u0004')]);
    expect((await upload(owner, 'selfie', polyglot)).status).toBe(200);
    expect((await storedImage(owner, 'selfie')).includes(Buffer.from('<script>'))).toBe(false);
  });

  it('goes from submission through a resubmittable rejection to approval, told to the user, with the flag earned', async () => {
    const owner = await newOwner();
    const support = await signedInSupport(context);
    await upload(owner, 'front');
    const early = await call(submitIdVerification, { as: owner, body: { documentType: 'driving_license' } });
    expect(early.status).toBe(400);
    await upload(owner, 'back');
    await upload(owner, 'selfie');
    const submitted = await call(submitIdVerification, {
      as: owner,
      body: { documentType: 'driving_license' },
    });
    expect(submitted.data.state).toBe('pending');

    expect((await call(listIdReviews, { as: owner })).status).toBe(403);
    const queue = await call(listIdReviews, { as: support });
    const review = queue.data.reviews.find((each) => each.email === owner.email)!;
    expect(review).toMatchObject({ documentType: 'driving_license', sides: ['front', 'back', 'selfie'] });
    const image = await call(getIdReviewImage, {
      as: support,
      params: { applicantId: review.applicantId, side: 'selfie' },
    });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(
      (
        await call(getIdReviewImage, {
          as: owner,
          params: { applicantId: review.applicantId, side: 'selfie' },
        })
      ).status,
    ).toBe(403);

    const rejected = await call(decideIdReview, {
      as: support,
      params: { applicantId: review.applicantId },
      body: { outcome: 'rejected', reason: 'BAD_SELFIE' },
    });
    expect(rejected.data).toMatchObject({
      state: 'rejected',
      rejection: { label: 'Bad selfie', isResubmittable: true },
    });
    const told = await context.db.execute(
      sql`select body from notifications where account_id = ${owner.account.id} and type = 'id_verification'`,
    );
    expect(told.rows.map((row) => row.body)).toEqual([expect.stringContaining('Bad selfie')]);

    // The rejected images count for nothing: each is replaced before the next review.
    expect(rejected.data.uploaded).toEqual([]);
    await upload(owner, 'selfie');
    const resent = await call(submitIdVerification, { as: owner, body: { documentType: 'driving_license' } });
    expect(resent.status).toBe(400);
    expect(resent.error.message).toBe('Upload the front, back image first');
    await upload(owner, 'front');
    await upload(owner, 'back');
    const again = await call(submitIdVerification, { as: owner, body: { documentType: 'driving_license' } });
    expect(again.data).toMatchObject({ state: 'pending', submissionCount: 2 });
    await call(decideIdReview, {
      as: support,
      params: { applicantId: review.applicantId },
      body: { outcome: 'approved' },
    });
    const verified = await call(isUserVerified, { as: owner, query: { email: owner.email } });
    expect(verified.data).toMatchObject({ verified: true, state: 'approved' });
    expect((await call(createIdvRecord, { as: owner })).data.state).toBe('approved');
    expect((await call(getCompanyUserMeta, { as: owner })).data.metaData.identity_verification).toBe(true);
    expect((await upload(owner, 'front')).status).toBe(422);
  });

  it('ends with a final rejection: no more uploads', async () => {
    const owner = await newOwner();
    const support = await signedInSupport(context);
    await upload(owner, 'front');
    await upload(owner, 'selfie');
    await call(submitIdVerification, { as: owner, body: { documentType: 'passport' } });
    const { reviews } = (await call(listIdReviews, { as: support })).data;
    const review = reviews.find((each) => each.email === owner.email)!;
    await call(decideIdReview, {
      as: support,
      params: { applicantId: review.applicantId },
      body: { outcome: 'rejected', reason: 'FORGERY' },
    });
    const closed = await upload(owner, 'front');
    expect(closed.status).toBe(422);
    expect(closed.error.message).toMatch(/closed/);
  });
});

describe('the provider’s webhook', () => {
  it('answers 401 to an unsigned or wrongly signed call and applies nothing', async () => {
    const owner = await newOwner();
    const support = await signedInSupport(context);
    await upload(owner, 'front');
    await upload(owner, 'selfie');
    await call(submitIdVerification, { as: owner, body: { documentType: 'passport' } });
    const { reviews } = (await call(listIdReviews, { as: support })).data;
    const { applicantId } = reviews.find((each) => each.email === owner.email)!;
    await context.app.deps.identityVerification.recordDecision(applicantId, {
      outcome: 'approved',
      reviewer: 'x',
    });
    const body = { type: 'applicantReviewed' as const, applicantId, correlationId: 'delivery-1' };
    const unsigned = await call(idVerificationWebhook, { body });
    expect(unsigned.status).toBe(401);
    const forged = await call(idVerificationWebhook, {
      body,
      headers: { [IDV_WEBHOOK_SIGNATURE_HEADER]: signWebhookBody('not-the-secret', JSON.stringify(body)) },
    });
    expect(forged.status).toBe(401);
    // Nothing was applied: the approval the provider holds has not reached the account.
    expect((await call(getCompanyUserMeta, { as: owner })).data.metaData.identity_verification).toBe(false);
    // (Decisions made in the review queue arrive through this route, signed: see the test above.)
  });
});

describe('signed documents', () => {
  async function ownerWithCompany() {
    const owner = await newOwner();
    await call(saveCompanyInfo, { as: owner, body: COMPANY });
    return owner;
  }
  const SIGNATURE = async () =>
    base64(
      await sharp({ create: { width: 120, height: 40, channels: 4, background: '#0000' } })
        .png()
        .toBuffer(),
    );

  it('prepares the insertion order with the company’s details, signs it once, and lists and serves it to members only', async () => {
    const owner = await ownerWithCompany();
    const stranger = await ownerWithCompany();
    const prepared = await call(prepareDocument, { as: owner, params: { kind: 'insertion-order' } });
    expect(prepared.data.title).toBe('Insertion Order');
    expect(prepared.data.paragraphs.join(' ')).toContain('Blue Ridge Movers (US DOT 1234567)');
    const body = {
      documentId: prepared.data.documentId,
      documentSha256: prepared.data.sha256,
      signerName: 'Rosa Diaz',
      signaturePng: await SIGNATURE(),
    };
    const wrongHash = await call(signDocument, {
      as: owner,
      params: { kind: 'insertion-order' },
      body: { ...body, documentSha256: 'a'.repeat(64) },
    });
    expect(wrongHash.status).toBe(409);
    const theirs = await call(signDocument, { as: stranger, params: { kind: 'insertion-order' }, body });
    expect(theirs.status).toBe(404);
    const signed = await call(signDocument, { as: owner, params: { kind: 'insertion-order' }, body });
    expect(signed.data.metaData.signed_insertion_order).toBe(true);
    expect((await call(signDocument, { as: owner, params: { kind: 'insertion-order' }, body })).status).toBe(
      409,
    );

    const list = await call(listSignedDocuments, { as: owner });
    expect(list.data.documents).toEqual([
      expect.objectContaining({
        documentId: body.documentId,
        kind: 'insertion-order',
        signerName: 'Rosa Diaz',
        documentSha256: body.documentSha256,
      }),
    ]);
    const pdf = await call(getDocumentPdf, { as: owner, params: { documentId: body.documentId } });
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await call(getDocumentPdf, { as: stranger, params: { documentId: body.documentId } })).status,
    ).toBe(404);
    expect((await call(listSignedDocuments, { as: stranger })).data.documents).toEqual([]);
  });

  it('signing the payment authorization earns its flag; resetAccount starts the setup over', async () => {
    const owner = await ownerWithCompany();
    const prepared = await call(prepareDocument, { as: owner, params: { kind: 'payment-authorization' } });
    const signed = await call(signDocument, {
      as: owner,
      params: { kind: 'payment-authorization' },
      body: {
        documentId: prepared.data.documentId,
        documentSha256: prepared.data.sha256,
        signerName: 'Rosa Diaz',
        signaturePng: await SIGNATURE(),
      },
    });
    expect(signed.data.metaData).toMatchObject({ signed_payment_authorization: true, company_info: true });
    const reset = await call(resetAccount, { as: owner });
    expect(reset.data.metaData).toMatchObject({ signed_payment_authorization: false, company_info: false });
    expect((await call(getCompanyInfo, { as: owner })).data.company.companyName).toBe('Blue Ridge Movers');
  });

  it('starting over keeps a verified ID, a saved card and the initial payment made, so the wizard can finish again', async () => {
    const owner = await signedInOwner(context, { isMainAccount: false });
    await addSandboxCard(context.db, { accountId: owner.account.id, number: SANDBOX_CARDS.visaCredit });
    const reset = await call(resetAccount, { as: owner });
    expect(reset.data.metaData).toMatchObject({
      ...ALL_SETUP_FLAGS,
      company_info: false,
      auth_contact_added: false,
      signed_insertion_order: false,
      signed_payment_authorization: false,
    });
    const withoutCard = await signedInOwner(context, { isMainAccount: false });
    expect((await call(resetAccount, { as: withoutCard })).data.metaData).toMatchObject({
      payment_method_added: false,
      identity_verification: true,
    });
  });

  it('answers 400 for an unknown document kind', async () => {
    const owner = await ownerWithCompany();
    const response = await call(prepareDocument, { as: owner, params: unchecked({ kind: 'anything' }) });
    expect(response.status).toBe(400);
  });
});

describe('a support guest’s setup actions', () => {
  it('are logged with both identities', async () => {
    const owner = await newOwner();
    const support = await signedInSupport(context);
    const link = await call(createGuestLink, { body: { email: owner.email }, as: { token: support.token } });
    const code = new URL(link.data.url, 'http://x').searchParams.get('token')!;
    const guest = (await call(exchangeLoginCode, { body: { code } })).data.token as string;
    expect((await call(saveCompanyInfo, { as: { token: guest }, body: COMPANY })).status).toBe(200);
    await vi.waitFor(async () => {
      const { rows } = await context.db.$client.query(
        "select role, user_id from activity_log where account_id = $1 and content->>'request' = $2",
        [owner.account.id, `POST ${routeOf(saveCompanyInfo)}`],
      );
      expect(rows).toEqual([{ role: 'super-admin', user_id: owner.user.id }]);
    });
  });
});

describe('the contact invitee’s own flags', () => {
  it('start false for an owner', async () => {
    const owner = await newOwner();
    expect((await call(getContactUserMeta, { as: owner })).data.metaData.isContactInvitee).toBe(false);
  });
});

describe('POST /report/api/report', () => {
  it('stores what the web reports, refuses an oversized report and limits the rate', async () => {
    const report = {
      message: 'TypeError: x is undefined',
      url: 'http://localhost/wizard/1',
      stack: 'at Wizard',
    };
    const stored = await call(postErrorReport, { body: report, remoteAddress: '203.0.113.50' });
    expect(stored.status).toBe(200);
    const rows = await context.db.execute(
      sql`select message from error_reports where ip_address = '203.0.113.50'`,
    );
    expect(rows.rows).toEqual([{ message: report.message }]);
    const huge = await call(postErrorReport, {
      body: { ...report, stack: 'x'.repeat(20_000) },
      remoteAddress: '203.0.113.51',
    });
    expect(huge.status).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1)
      statuses.push((await call(postErrorReport, { body: report, remoteAddress: '203.0.113.52' })).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});

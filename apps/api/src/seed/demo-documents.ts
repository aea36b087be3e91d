import { SIGNED_DOCUMENT_KINDS } from '@vanbid/domain';
import { eq } from 'drizzle-orm';
import { readCompanyInfo } from '../features/onboarding';
import { documentText } from '../features/signed-documents';
import type { Database } from '../platform/db/database';
import { accountDocuments, users } from '../platform/db/schema/index';
import type { ESignature } from '../platform/e-signature/index';

/** A one-pixel drawn signature: the signature page prints the typed name beside it. */
const DEMO_SIGNATURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The insertion order and the payment authorization the demo owner signed when setting up (the
 * setup flags say so): rendered and signed by the e-signature service, so that /ServiceAgreement
 * shows them signed and their PDFs download. Two small PDFs: done after the server listens.
 */
export async function signDemoDocuments(
  db: Database,
  eSignature: ESignature,
  input: { accountId: number; ownerEmail: string; signedAt: Date },
): Promise<void> {
  const [owner] = await db
    .select({ id: users.id, name: users.username })
    .from(users)
    .where(eq(users.email, input.ownerEmail));
  if (!owner) return;
  const company = await readCompanyInfo(db, input.accountId);
  for (const kind of SIGNED_DOCUMENT_KINDS) {
    const text = documentText(kind, company, input.signedAt.toISOString().slice(0, 10));
    const prepared = await eSignature.prepareDocument(text);
    await eSignature.sign({
      documentId: prepared.documentId,
      documentSha256: prepared.sha256,
      signerName: owner.name,
      signaturePng: DEMO_SIGNATURE_PNG,
      signedAt: input.signedAt,
      ipAddress: '127.0.0.1',
    });
    await db.insert(accountDocuments).values({
      documentId: prepared.documentId,
      accountId: input.accountId,
      kind,
      documentSha256: prepared.sha256,
      preparedAt: input.signedAt,
      signedByUserId: owner.id,
      signerName: owner.name,
      signedAt: input.signedAt,
    });
  }
}

import type { SignedDocumentKind } from '@vanbid/domain';
import { SIGNED_DOCUMENT_TITLES } from '@vanbid/domain';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/guard';
import { accountDocuments } from '../../platform/db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { getCompanyMetaData, markSetupStep } from '../company';
import { readCompanyInfo } from '../onboarding';
import { documentText } from './document-texts';

type Deps = Pick<AppDeps, 'db' | 'eSignature'>;

const FLAG_OF = {
  'insertion-order': 'signed_insertion_order',
  'payment-authorization': 'signed_payment_authorization',
} as const;

/** Renders the document with the account's company details and keeps it ready to sign. */
export async function prepare(deps: Deps, auth: RequestAuth, kind: SignedDocumentKind) {
  const company = await readCompanyInfo(deps.db, auth.accountId);
  const text = documentText(kind, company, new Date().toISOString().slice(0, 10));
  const prepared = await deps.eSignature.prepareDocument(text);
  await deps.db.insert(accountDocuments).values({
    documentId: prepared.documentId,
    accountId: auth.accountId,
    kind,
    documentSha256: prepared.sha256,
  });
  return { documentId: prepared.documentId, sha256: prepared.sha256, ...text };
}

/** Signs a document prepared for this account and kind, once; the step's flag is earned. */
export async function sign(
  deps: Deps,
  auth: RequestAuth,
  kind: SignedDocumentKind,
  input: { documentId: string; documentSha256: string; signerName: string; signaturePng: string },
  ipAddress: string,
) {
  const [document] = await deps.db
    .select()
    .from(accountDocuments)
    .where(
      and(
        eq(accountDocuments.documentId, input.documentId),
        eq(accountDocuments.accountId, auth.accountId),
        eq(accountDocuments.kind, kind),
      ),
    );
  if (!document) throw notFound('Document');
  if (document.signedAt) throw new AppError('CONFLICT', 'This document is already signed');
  const png = Buffer.from(input.signaturePng.replace(/^data:image\/png;base64,/, ''), 'base64');
  const signedAt = new Date();
  await deps.eSignature.sign({
    documentId: input.documentId,
    documentSha256: input.documentSha256,
    signerName: input.signerName,
    signaturePng: png,
    signedAt,
    ipAddress,
  });
  await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(accountDocuments)
      .set({ signedAt, signerName: input.signerName.trim(), signedByUserId: auth.userId })
      .where(and(eq(accountDocuments.documentId, input.documentId), isNull(accountDocuments.signedAt)))
      .returning({ documentId: accountDocuments.documentId });
    if (claimed.length === 0) throw new AppError('CONFLICT', 'This document is already signed');
    await markSetupStep(tx, auth, FLAG_OF[kind]);
  });
  return { metaData: await getCompanyMetaData(deps.db, auth) };
}

export async function listSigned(deps: Deps, accountId: number) {
  const rows = await deps.db
    .select()
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), isNotNull(accountDocuments.signedAt)))
    .orderBy(desc(accountDocuments.signedAt));
  return rows.map((row) => ({
    documentId: row.documentId,
    kind: row.kind as SignedDocumentKind,
    title: SIGNED_DOCUMENT_TITLES[row.kind as SignedDocumentKind],
    signerName: row.signerName ?? '',
    signedAt: row.signedAt!.toISOString(),
    documentSha256: row.documentSha256,
  }));
}

/** The signed PDF, for members of the account only (another account's is as unknown as none). */
export async function signedPdf(deps: Deps, accountId: number, documentId: string) {
  const [row] = await deps.db
    .select({ kind: accountDocuments.kind })
    .from(accountDocuments)
    .where(
      and(
        eq(accountDocuments.documentId, documentId),
        eq(accountDocuments.accountId, accountId),
        sql`${accountDocuments.signedAt} is not null`,
      ),
    );
  if (!row) throw notFound('Document');
  const signed = await deps.eSignature.getSignedDocument(documentId);
  return { body: signed.pdf, fileName: `${row.kind}-${documentId}.pdf` };
}

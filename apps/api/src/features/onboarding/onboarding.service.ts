import {
  type AuthorizedContact,
  type authorizedContactInput,
  COMPANY_NUMBER_REQUIRED,
  type CompanyInfo,
  type companyInfoInput,
} from '@vanbid/contract';
import { deriveCompanyType, flagsAfterStartOver } from '@vanbid/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestAuth } from '../../platform/auth/guard';
import { assertMayGrantRole } from '../../platform/auth/role-grants';
import type { Database, Queryable } from '../../platform/db/database';
import { accounts, companies, contacts, users } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import { mergeAccountMeta, readAccountMeta } from '../company';
import { listActiveMethods } from '../payments';

type CompanyInput = z.output<typeof companyInfoInput>;
type ContactInput = z.output<typeof authorizedContactInput>;

const digitsOfPhone = (phone: string) => phone.replace(/\D/g, '').slice(-10);
/** `(804) 555-0100`: one way to write a US number. */
const formatPhone = (phone: string) => {
  const d = digitsOfPhone(phone);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/** The `contacts` columns of the contact form's `authorized*` fields. */
export function contactValues(input: ContactInput) {
  return {
    firstName: input.authorizedContactFirstName,
    lastName: input.authorizedContactLastName,
    phoneNumber: formatPhone(input.authorizedContactPhoneNumber),
    email: input.authorizedContactEmail,
    contactType: input.authorizedContactType,
    otherContact: input.authorizedContactType === 'Other' ? (input.authorizedOtherContact ?? null) : null,
  };
}

export async function readCompanyInfo(db: Queryable, accountId: number): Promise<CompanyInfo> {
  const [row] = await db
    .select({ name: accounts.name, company: companies })
    .from(accounts)
    .leftJoin(companies, eq(companies.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) throw notFound('Company');
  const company = row.company;
  return {
    companyName: row.name,
    companyBusinessAddress: company?.businessAddress ?? null,
    companyCity: company?.city ?? null,
    companyState: company?.state ?? null,
    companyZipCode: company?.zipCode ?? null,
    companyPhoneNumber: company?.phoneNumber ?? null,
    companyEmailAddress: company?.emailAddress ?? null,
    companyType:
      deriveCompanyType({
        usDotNumber: company?.usDotNumber,
        stateLicenseNumber: company?.localStateLicenseNumber,
      }) ?? null,
    companyUsDotNumber: company?.usDotNumber ?? null,
    companyLocalStateLicenseNumber: company?.localStateLicenseNumber ?? null,
    companyVanLinesAffiliation: company?.vanLinesAffiliation ?? null,
  };
}

/** The company step: the account's name and company details, then `company_info`, in one transaction. */
export async function saveCompanyInfo(db: Database, accountId: number, input: CompanyInput) {
  if (!input.companyUsDotNumber && !input.companyLocalStateLicenseNumber)
    throw new AppError('VALIDATION_FAILED', COMPANY_NUMBER_REQUIRED, {
      companyUsDotNumber: COMPANY_NUMBER_REQUIRED,
    });
  const values = {
    businessAddress: input.companyBusinessAddress,
    city: input.companyCity,
    state: input.companyState,
    zipCode: input.companyZipCode,
    phoneNumber: formatPhone(input.companyPhoneNumber),
    emailAddress: input.companyEmailAddress,
    usDotNumber: input.companyUsDotNumber ?? null,
    localStateLicenseNumber: input.companyLocalStateLicenseNumber ?? null,
    vanLinesAffiliation: input.companyVanLinesAffiliation ?? null,
    updatedAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ name: input.companyName }).where(eq(accounts.id, accountId));
    await tx
      .insert(companies)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: companies.accountId, set: values });
    await mergeAccountMeta(tx, accountId, { company_info: true });
  });
  return readCompanyInfo(db, accountId);
}

export const toWireContact = (row: typeof contacts.$inferSelect): AuthorizedContact => ({
  _id: row.id,
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  phoneNumber: row.phoneNumber,
  email: row.email,
  contactType: row.contactType,
  otherContact: row.otherContact,
});

export async function listContacts(db: Queryable, accountId: number): Promise<AuthorizedContact[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(eq(contacts.accountId, accountId))
    .orderBy(asc(contacts.id));
  return rows.map(toWireContact);
}

/**
 * The contact step: the account's authorized contact of that e-mail is added or updated (one per
 * e-mail), then `auth_contact_added`. Its contact type, and the one it replaces, must be ones the
 * caller may give (docs/product.md §1, "Roles").
 */
export async function saveContact(
  db: Database,
  auth: Pick<RequestAuth, 'accountId' | 'contactType'>,
  input: ContactInput,
) {
  const { accountId } = auth;
  const values = contactValues(input);
  assertMayGrantRole(auth.contactType, values.contactType, 'authorizedContactType');
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: contacts.id, contactType: contacts.contactType })
      .from(contacts)
      .where(and(eq(contacts.accountId, accountId), sql`lower(${contacts.email}) = ${values.email}`))
      .for('update');
    if (existing) assertMayGrantRole(auth.contactType, existing.contactType);
    const [row] = existing
      ? await tx.update(contacts).set(values).where(eq(contacts.id, existing.id)).returning()
      : await tx
          .insert(contacts)
          .values({ accountId, ...values })
          .returning();
    await mergeAccountMeta(tx, accountId, { auth_contact_added: true });
    return toWireContact(row!);
  });
}

export async function isEmailAvailable(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return !row;
}

/**
 * Start over: the answers and signatures are asked for again; what is still true stays (a verified
 * ID, a saved payment method, the initial payment made). Saved answers, documents and money stay.
 */
export async function resetSetup(db: Database, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [flags, methods] = await Promise.all([
      readAccountMeta(tx, accountId),
      listActiveMethods(tx, accountId),
    ]);
    await mergeAccountMeta(
      tx,
      accountId,
      flagsAfterStartOver(flags, { hasPaymentMethod: methods.length > 0 }),
    );
  });
}

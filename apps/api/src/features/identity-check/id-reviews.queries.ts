import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/database';

/** Submissions waiting for a reviewer, oldest first, with whose they are. */
export async function listPendingReviews(db: Queryable) {
  const result = await db.execute<Record<string, unknown>>(sql`
    select c.applicant_id, u.username, u.email, a.name as account_name, s.document_type,
      s.submission_count, s.submitted_at, c.front_key, c.back_key, c.selfie_key
    from identity_checks c
    join sandbox_identity_verifications s on s.applicant_id = c.applicant_id
    join users u on u.id = c.user_id
    join accounts a on a.id = c.account_id
    where s.status = 'pending'
    order by s.submitted_at nulls last, c.applicant_id
    limit 200`);
  return result.rows.map((row) => ({
    applicantId: String(row.applicant_id),
    userName: String(row.username),
    email: String(row.email),
    accountName: String(row.account_name),
    documentType: String(row.document_type ?? ''),
    sides: (['front', 'back', 'selfie'] as const).filter((side) => row[`${side}_key`] !== null),
    submittedAt: row.submitted_at ? new Date(row.submitted_at as string).toISOString() : '',
    submissionCount: Number(row.submission_count),
  }));
}

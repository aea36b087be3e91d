import {
  exportBilledItems,
  getListOfBilledItems,
  getReceipt,
  getStatement,
  listStatements,
} from '@vanbid/contract';
import { EASTERN_TIME_ZONE } from '@vanbid/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { getCompanyName } from '../company';
import { exportBilledItemsCsv, exportFileName } from './billed-items.export';
import { findBilledItem, listBilledItems, receiptPath } from './billed-items.queries';
import { renderReceipt } from './receipt-pdf';
import { getStatementPdf, listStatementSummaries, statementFileName } from './statements.service';

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  route(app, getListOfBilledItems, ({ auth, body }) => listBilledItems(db, auth.accountId, body));

  route(app, exportBilledItems, ({ auth, query }) => ({
    body: exportBilledItemsCsv(db, auth.accountId, query),
    fileName: exportFileName(query),
  }));

  route(app, getReceipt, async ({ auth, params }) => {
    const found = await findBilledItem(db, auth.accountId, params.id, EASTERN_TIME_ZONE);
    if (!found || found.item.receipt_path !== receiptPath(found.item.id)) throw notFound('Receipt');
    const { name } = await getCompanyName(db, auth.accountId);
    const pdf = await renderReceipt({ companyName: name, ...found, timeZone: EASTERN_TIME_ZONE });
    return {
      body: Buffer.from(pdf),
      fileName: `vanbid-receipt-${found.item.id}.pdf`,
      cacheControl: 'private, no-store',
    };
  });

  route(app, listStatements, async ({ auth }) => ({
    statements: await listStatementSummaries(db, auth.accountId),
  }));

  route(app, getStatement, async ({ auth, params }) => {
    const { pdf } = await getStatementPdf(db, auth.accountId, params.month);
    return {
      body: Buffer.from(pdf),
      fileName: statementFileName(params.month),
      cacheControl: 'private, no-store',
    };
  });
}

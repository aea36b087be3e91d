import { env } from '../../../config/env';
import { parseError } from '../../../lib/api-error';
import { getSession } from '../../../lib/session';

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A receipt is a PDF, not the JSON envelope: fetched with the session's token, then saved. */
export async function downloadReceipt(receiptPath: string, id: number): Promise<void> {
  const session = getSession();
  const query = session ? `?globalId=${session.globalId}` : '';
  const response = await fetch(`${env.apiBase}${receiptPath}${query}`, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok) throw parseError(response.status, await response.json().catch(() => undefined));
  saveFile(await response.blob(), `vanbid-receipt-${id}.pdf`);
}

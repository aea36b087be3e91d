import { getTokenMetaData, type TokenMetaData } from '@vanbid/contract';
import { apiRequest } from '../api-client';

/** The verified claims of the stored token (`exp` in seconds, role, invite type, main account). */
export function fetchTokenMetaData(signal?: AbortSignal): Promise<TokenMetaData> {
  return apiRequest(getTokenMetaData, { signal });
}

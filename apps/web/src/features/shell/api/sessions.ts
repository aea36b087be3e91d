import { useMutation } from '@tanstack/react-query';
import { logoutEverywhere } from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';

/** Ends every session of the signed-in user, this one included (`POST /users/logoutEverywhere`). */
export function useLogoutEverywhere() {
  return useMutation({ mutationFn: () => apiRequest(logoutEverywhere, {}) });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addMobileNumber,
  confirmMobileNumber,
  type DataOf,
  deleteMobileNumber,
  listMobileNumbers,
  type MobileNumber,
  resendMobileCode,
} from '@vanbid/contract';
import { apiRequest } from '../../../lib/api-client';
import { accountKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

type Numbers = DataOf<typeof listMobileNumbers>['numbers'];

/** The signed-in user's mobile numbers for texts from the selected company (docs/product.md §8). */
export const mobileNumbersKey = (globalId: number) => accountKey(globalId, 'mobile-numbers');

export function useMobileNumbers() {
  const globalId = useSession()?.globalId ?? 0;
  return useQuery({
    queryKey: mobileNumbersKey(globalId),
    queryFn: ({ signal }) => apiRequest(listMobileNumbers, { signal }).then((data) => data.numbers),
    enabled: globalId > 0,
  });
}

/** Puts the changed number in the list (added at its end), as the server answered it. */
function useReplaceNumber() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  return (number: MobileNumber) =>
    queryClient.setQueryData<Numbers>(mobileNumbersKey(globalId), (numbers = []) =>
      numbers.some((each) => each.id === number.id)
        ? numbers.map((each) => (each.id === number.id ? number : each))
        : [...numbers, number],
    );
}

/** Adds a number and texts it a code. */
export function useAddMobileNumber() {
  const replace = useReplaceNumber();
  return useMutation({
    mutationFn: (phone: string) => apiRequest(addMobileNumber, { body: { phone } }),
    onSuccess: (data) => replace(data.number),
  });
}

export function useResendMobileCode() {
  const replace = useReplaceNumber();
  return useMutation({
    mutationFn: (id: number) => apiRequest(resendMobileCode, { params: { id }, body: {} }),
    onSuccess: (data) => replace(data.number),
  });
}

export function useConfirmMobileNumber() {
  const replace = useReplaceNumber();
  return useMutation({
    mutationFn: ({ id, code }: { id: number; code: string }) =>
      apiRequest(confirmMobileNumber, { params: { id }, body: { code } }),
    onSuccess: (data) => replace(data.number),
  });
}

export function useRemoveMobileNumber() {
  const globalId = useSession()?.globalId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteMobileNumber, { params: { id } }),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<Numbers>(mobileNumbersKey(globalId), (numbers = []) =>
        numbers.filter((each) => each.id !== id),
      ),
  });
}

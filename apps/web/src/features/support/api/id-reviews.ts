import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { decideIdReview, getIdReviewImage, listIdReviews } from '@vanbid/contract';
import { useEffect, useState } from 'react';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { userKey } from '../../../lib/query-keys';

/** Approve, or reject with a reason code of ID_VERIFICATION_REASONS. */
export type Decision = { outcome: 'approved' } | { outcome: 'rejected'; reason: string; note?: string };

const reviewsKey = () => userKey('support', 'id-reviews');

/** Submissions waiting for a decision (support staff), looked at again every 15 s. */
export function useIdReviews() {
  return useQuery({
    queryKey: reviewsKey(),
    queryFn: ({ signal }) => apiRequest(listIdReviews, { signal }).then((data) => data.reviews),
    refetchInterval: 15_000,
  });
}

export function useDecideIdReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicantId, body }: { applicantId: string; body: Decision }) =>
      apiRequest(decideIdReview, { params: { applicantId }, body: body as never }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey() }),
  });
}

/** One private image as an object URL (the API serves it to support only), released when done. */
export function useReviewImage(applicantId: string, side: 'front' | 'back' | 'selfie') {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current: string | null = null;
    let isLive = true;
    void apiFile(getIdReviewImage, { params: { applicantId, side } }).then((file) => {
      if (!isLive) return;
      current = URL.createObjectURL(file);
      setUrl(current);
    });
    return () => {
      isLive = false;
      if (current) URL.revokeObjectURL(current);
    };
  }, [applicantId, side]);
  return url;
}

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * The bidder accepts or declines a runner-up offer. Apart from offers.ts, so the offer cards' chunk and My
 * Winnings share no module (My Winnings reads the offers again through the cards' `onAnswered`).
 */
export function useAnswerOffer() {
  return useMutation({
    mutationFn: (answer: { offerId: string; accept: boolean }) =>
      apiFetch<{ lotId: string }>(
        `/api/bidders/runnerupoffers/${encodeURIComponent(answer.offerId)}/${answer.accept ? 'accept' : 'decline'}`,
        { method: 'POST', silent: true },
      ),
  });
}

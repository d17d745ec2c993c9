import { sameStartTimeWarning, type TAuctioneerAuction } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';

import type { Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { useFeedback } from '../../../lib/use-feedback';
import { auctionKeys } from '../api/auction-list';
import { lookupSameStartAuctions } from '../api/save-auction';

/** The company's other auctions that start at `startTime` (exact minute), for the inline warning. */
export function useSameStartAuctions(startTime: Dayjs | null | undefined, excludeId?: string) {
  const iso = startTime?.isValid() ? startTime.second(0).millisecond(0).toISOString() : '';
  const query = useQuery({
    queryKey: auctionKeys.sameStart(iso),
    queryFn: () => lookupSameStartAuctions(iso),
    enabled: Boolean(iso),
    staleTime: 10_000,
  });
  const others = (query.data ?? []).filter((auction) => auction.id !== excludeId);
  return { others, warning: iso ? sameStartTimeWarning(others.length) : null };
}

/**
 * Before saving: asks 'Found N auction(s) at the same time! Do you wish to proceed?' (Continue / Cancel)
 * when other auctions of the company start at the same moment. Resolves true to go on.
 */
export function useConfirmSameStart() {
  const { modal } = useFeedback();
  return useCallback(
    async (startIso: string, excludeId?: string): Promise<boolean> => {
      let others: TAuctioneerAuction[] = [];
      try {
        others = (await lookupSameStartAuctions(startIso)).filter((auction) => auction.id !== excludeId);
      } catch {
        return true; // The lookup is a courtesy; the save itself is checked by the server.
      }
      if (others.length === 0) return true;
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: sameStartTimeWarning(others.length),
          content: `Found ${others.length} auction(s) at the same time! Do you wish to proceed?`,
          okText: 'Continue',
          cancelText: 'Cancel',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [modal],
  );
}

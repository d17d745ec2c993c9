import {
  BIDDER_SEARCH_MIN_CHARS,
  BIDDER_SEARCH_PAGE_SIZE,
  LIVE_MESSAGES,
  SEARCH_DEBOUNCE_MS,
  type TAddBidderCandidate,
} from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, InputNumber, Pagination, Space, Tag } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainList } from '../../../components/PlainList';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifyWarning, toastSuccess } from '../../../lib/notifier';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { addBidderInPerson, searchBidders } from '../api/live-api';
import { liveKeys } from '../api/query-keys';

/** The auctioneer's search for a bidder by name or user name, to add them in person with an amount locked. */
export function AddBidderPanel({ auctionId, lotId }: { auctionId: string; lotId: string }) {
  const [name, setName] = useState('');
  const [userName, setUserName] = useState('');
  const [page, setPage] = useState(1);
  const [amounts, setAmounts] = useState<Record<string, number | null>>({});
  const by: 'name' | 'userName' = userName ? 'userName' : 'name';
  const term = useDebouncedValue((userName || name).trim(), SEARCH_DEBOUNCE_MS);
  const long = term.length >= BIDDER_SEARCH_MIN_CHARS;
  const results = useQuery({
    queryKey: liveKeys.bidderSearch(lotId, by, term, page),
    queryFn: () => searchBidders(by, term, lotId, page),
    enabled: long,
  });
  const typed = (userName || name).trim();
  async function add(row: TAddBidderCandidate) {
    const amount = amounts[row.id];
    if (!amount) return;
    try {
      await addBidderInPerson(auctionId, lotId, row.id, { amount });
      toastSuccess(LIVE_MESSAGES.bidderAdded);
      void results.refetch();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) notifyWarning(error.message);
      else notifyError(LIVE_MESSAGES.addBidderFailed, LIVE_MESSAGES.refreshAndRetry);
    }
  }
  return (
    <Card size="small" title="Add bidder in person">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input
          data-testid="search-name"
          placeholder="Search by name"
          value={name}
          allowClear
          onChange={(e) => {
            setName(e.target.value);
            setUserName('');
            setPage(1);
          }}
        />
        <Input
          data-testid="search-username"
          placeholder="Search by exact user name"
          value={userName}
          allowClear
          onChange={(e) => {
            setUserName(e.target.value);
            setName('');
            setPage(1);
          }}
        />
        {typed.length > 0 && typed.length < BIDDER_SEARCH_MIN_CHARS && (
          <Typography.Text type="secondary">{LIVE_MESSAGES.bidderSearchTooShort}</Typography.Text>
        )}
        {long && (
          <>
            <PlainList
              items={results.data?.data ?? []}
              keyOf={(row) => row.id}
              isLoading={results.isFetching}
              emptyText={LIVE_MESSAGES.noBidderFound}
              renderItem={(row) => (
                <>
                  <div style={{ width: '100%' }}>
                    <div>
                      <strong>
                        {row.firstName} {row.lastName}
                      </strong>{' '}
                      <Typography.Text type="secondary">@{row.userName}</Typography.Text>
                    </div>
                    {row.isJoined ? (
                      <Tag color="green">Joined</Tag>
                    ) : !row.isActive ? (
                      <Typography.Text type="danger">
                        This bidder is inactive and cannot be added.
                      </Typography.Text>
                    ) : !row.isPhoneVerified ? (
                      <Typography.Text type="danger">{LIVE_MESSAGES.bidderNotVerified}</Typography.Text>
                    ) : (
                      <Space.Compact style={{ width: '100%', marginTop: 4 }}>
                        <InputNumber
                          data-testid={`add-amount-${row.userName}`}
                          prefix="$"
                          precision={2}
                          min={0.01}
                          placeholder="Amount to lock"
                          style={{ width: '100%' }}
                          value={amounts[row.id] ?? null}
                          onChange={(value) =>
                            setAmounts((a) => ({ ...a, [row.id]: value === null ? null : Number(value) }))
                          }
                        />
                        <Button
                          type="primary"
                          data-testid={`add-bidder-${row.userName}`}
                          disabled={!amounts[row.id]}
                          onClick={() => void add(row)}
                        >
                          Add
                        </Button>
                      </Space.Compact>
                    )}
                  </div>
                </>
              )}
            />
            {by === 'name' && (results.data?.total ?? 0) > BIDDER_SEARCH_PAGE_SIZE && (
              <Pagination
                size="small"
                style={{ marginTop: 8 }}
                current={page}
                pageSize={BIDDER_SEARCH_PAGE_SIZE}
                total={results.data?.total ?? 0}
                onChange={setPage}
              />
            )}
          </>
        )}
      </Space>
    </Card>
  );
}

import {
  formatHostDateTime,
  LOT_MESSAGES,
  NEW_LOT_DEFAULTS,
  type TCaseLot,
  type TLotBody,
} from '@bidright/domain';
import { Col, Form, InputNumber, Row, Select } from 'antd';
import { dollarInput } from '../../../lib/format';
import { useAuctionsLookup } from '../api/lots';

export type TLotFormValues = {
  openingPrice?: number | null;
  requiredDown?: number | null;
  minBidIncrements?: number | null;
  auctionId?: string | null;
};

/** Form values of a lot: new lots get the spec's defaults, edited ones 0 where a value is missing. */
export function lotFormValues(lot?: TCaseLot): TLotFormValues {
  if (!lot) return { ...NEW_LOT_DEFAULTS, auctionId: undefined };
  return {
    openingPrice: lot.openingPrice ?? 0,
    requiredDown: lot.requiredDown ?? 0,
    minBidIncrements: lot.minBidIncrements ?? 0,
    auctionId: lot.auction?.id,
  };
}

export function toLotBody(values: TLotFormValues): TLotBody {
  return {
    openingPrice: values.openingPrice ?? 0,
    requiredDown: values.requiredDown ?? 0,
    minBidIncrements: values.minBidIncrements ?? 0,
    auctionId: values.auctionId ? Number(values.auctionId) : undefined,
  };
}

/**
 * Opening price (2 decimals), required down % (required), minimum increment and the auction (optional;
 * only a Draft lot may change auction). Place inside a `Form`. Auction dates show on the host's clock.
 */
export function LotDetailsFields({ lot, timeZone }: { lot?: TCaseLot; timeZone: string }) {
  const auctions = useAuctionsLookup();
  const canChangeAuction = !lot || lot.lotStatus === 'Draft';
  const options = (auctions.data ?? []).map((a) => ({
    value: a.id,
    label: `#${a.id} · ${formatHostDateTime(a.startTime, timeZone)}`,
  }));
  if (lot?.auction && !options.some((o) => o.value === lot.auction?.id)) {
    options.unshift({
      value: lot.auction.id,
      label: `#${lot.auction.id} · ${formatHostDateTime(lot.auction.startTime, timeZone)}`,
    });
  }
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item name="openingPrice" label="Opening Bid">
          <InputNumber<number>
            min={0}
            precision={2}
            style={{ width: '100%' }}
            {...dollarInput}
            aria-label="Opening Bid"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="requiredDown"
          label="Required Down Payment"
          rules={[{ required: true, message: LOT_MESSAGES.fieldRequired }]}
        >
          <InputNumber<number>
            min={0}
            max={100}
            precision={0}
            suffix="%"
            style={{ width: '100%' }}
            aria-label="Required Down Payment"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="minBidIncrements" label="Minimum Increment">
          <InputNumber<number>
            min={0}
            precision={2}
            style={{ width: '100%' }}
            {...dollarInput}
            aria-label="Minimum Increment"
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="auctionId"
          label="Auction"
          tooltip={canChangeAuction ? 'Optional: the auction the lot will be sold in.' : undefined}
          extra={canChangeAuction ? undefined : 'Only a Draft lot can change auction.'}
        >
          <Select
            allowClear
            placeholder="No auction yet"
            loading={auctions.isLoading}
            disabled={!canChangeAuction}
            options={options}
            notFoundContent="No upcoming auctions"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

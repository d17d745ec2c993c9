import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { ADMIN_LOOKUP_DEBOUNCE_MS } from '@bidright/domain';
import { Button, DatePicker, Flex, Input, Select, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useBidderLookup } from '../../admin/api/admin';
import { type TReportType, useAuctionLookup, useCompanyOptions } from '../api/reports';
import { DEFAULT_REPORT_FILTERS, sameFilters, type TReportFilters } from '../lib/report-filters';

const bool = (value?: boolean) => (value === undefined ? undefined : String(value));
const toBool = (value?: string) => (value === undefined ? undefined : value === 'true');

/**
 * A report's filters: search, company, auction, bidder, dates and the report's own kinds; Clear Filter
 * shows once they differ from the defaults, and dates cannot be in the future.
 */
export function ReportFilterBar({
  type,
  isHost,
  filters,
  update,
  onClear,
}: {
  type: TReportType;
  isHost: boolean;
  filters: TReportFilters;
  /** Changes some filters (the page goes back to page 1). */
  update: (patch: Partial<TReportFilters>) => void;
  /** Clear Filter: back to the defaults. */
  onClear: () => void;
}) {
  const [bidderText, setBidderText] = useState('');
  const bidderTerm = useDebouncedValue(bidderText.trim(), ADMIN_LOOKUP_DEBOUNCE_MS);
  const companies = useCompanyOptions(!isHost);
  const auctions = useAuctionLookup(filters.companyId);
  const bidders = useBidderLookup(isHost ? '' : bidderTerm);
  const dirty = !sameFilters(filters, DEFAULT_REPORT_FILTERS);

  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search"
        value={filters.search}
        onChange={(event) => update({ search: event.target.value })}
        style={{ width: 200 }}
        aria-label="Search report"
      />
      {!isHost && (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Company"
          value={filters.companyId}
          onChange={(companyId) => update({ companyId, auctionId: undefined })}
          options={companies.data?.map((company) => ({ value: company.id, label: company.name }))}
          style={{ width: 200 }}
          aria-label="Company filter"
        />
      )}
      {type !== 'bidders' || !isHost ? (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Auction"
          value={filters.auctionId}
          onChange={(auctionId) => update({ auctionId })}
          options={auctions.data?.map((auction) => ({
            value: auction.id,
            label: `#${auction.id} · ${dayjs(auction.startTime).format('MM/DD/YYYY h:mm A')} · ${auction.companyName}`,
          }))}
          style={{ width: 260 }}
          aria-label="Auction filter"
        />
      ) : null}
      {!isHost && type !== 'auctions' && (
        <Select
          allowClear
          showSearch
          filterOption={false}
          placeholder="Bidder (3+ characters)"
          value={filters.bidderId}
          onSearch={setBidderText}
          onChange={(bidderId) => update({ bidderId })}
          notFoundContent={bidderTerm.length < 3 ? 'Type at least 3 characters' : 'No bidders'}
          options={bidders.data?.map((bidder) => ({
            value: bidder.id,
            label: `${bidder.fullName} (${bidder.userName})`,
          }))}
          style={{ width: 220 }}
          aria-label="Bidder filter"
        />
      )}
      <DatePicker.RangePicker
        value={filters.range}
        onChange={(range) => update({ range: (range ?? [null, null]) as [Dayjs | null, Dayjs | null] })}
        disabledDate={(day) => day.isAfter(dayjs().endOf('day'))}
        format="MM/DD/YYYY"
        allowEmpty={[true, true]}
        aria-label="Date range"
      />
      {type === 'auctions' && (
        <Select
          allowClear
          placeholder="Type"
          aria-label="Auction type filter"
          value={filters.type}
          onChange={(value) => update({ type: value })}
          options={['Online', 'InPerson', 'Hybrid'].map((value) => ({ value, label: value }))}
          style={{ width: 130 }}
        />
      )}
      {type === 'bids' && (
        <Select
          allowClear
          placeholder="Bid type"
          aria-label="Bid type filter"
          value={filters.type}
          onChange={(value) => update({ type: value })}
          options={[
            { value: 'ONLINE', label: 'Online' },
            { value: 'INPERSON', label: 'In person' },
          ]}
          style={{ width: 130 }}
        />
      )}
      {type === 'bidders' && (
        <>
          <Select
            allowClear
            placeholder="Verified"
            aria-label="Verified filter"
            value={bool(filters.isVerified)}
            onChange={(value) => update({ isVerified: toBool(value) })}
            options={[
              { value: 'true', label: 'Verified' },
              { value: 'false', label: 'Not verified' },
            ]}
            style={{ width: 140 }}
          />
          <Select
            allowClear
            placeholder="Phone verified"
            aria-label="Phone verified filter"
            value={bool(filters.isPhoneVerified)}
            onChange={(value) => update({ isPhoneVerified: toBool(value) })}
            options={[
              { value: 'true', label: 'Phone verified' },
              { value: 'false', label: 'Phone not verified' },
            ]}
            style={{ width: 170 }}
          />
        </>
      )}
      {dirty && (
        <Tooltip title="Clear Filter">
          {/* A real button, so the keyboard reaches it too. */}
          <Button
            type="text"
            icon={<ClearOutlined style={{ fontSize: 18, color: '#1f4e8c' }} />}
            aria-label="Clear Filter"
            onClick={() => {
              setBidderText('');
              onClear();
            }}
          />
        </Tooltip>
      )}
    </Flex>
  );
}

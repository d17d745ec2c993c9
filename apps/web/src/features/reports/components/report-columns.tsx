import {
  formatHostDateTime,
  type TAuctionReportRow,
  type TBidderReportRow,
  type TBidReportRow,
} from '@bidright/domain';
import type { TableProps } from 'antd';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { usd } from '../lib/report-display';

const yes = (flag: boolean) => (flag ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>);

/** Each report's table columns; the sortable ones name the server's sort key. */
export const REPORT_COLUMNS = {
  auctions: [
    { title: 'Auction', dataIndex: 'id', key: 'id', sorter: true },
    {
      title: 'Start',
      dataIndex: 'startTime',
      key: 'startTime',
      sorter: true,
      render: (_: unknown, row: TAuctionReportRow) => formatHostDateTime(row.startTime, row.timeZone),
    },
    { title: 'Company', dataIndex: 'companyName', key: 'companyName', sorter: true },
    { title: 'Type', dataIndex: 'type', key: 'type' },
    { title: 'Lots', dataIndex: 'lotCount', key: 'lotCount' },
    { title: 'Sold', dataIndex: 'soldCount', key: 'soldCount' },
    { title: 'Bidders', dataIndex: 'bidderCount', key: 'bidderCount' },
    { title: 'Bids', dataIndex: 'bidCount', key: 'bidCount', sorter: true },
    { title: 'Total Sold', dataIndex: 'totalSold', key: 'amount', sorter: true, render: usd },
  ] satisfies TableProps<TAuctionReportRow>['columns'],
  bidders: [
    { title: 'Bidder', dataIndex: 'id', key: 'id', sorter: true },
    {
      title: 'Name',
      key: 'lastName',
      sorter: true,
      render: (_: unknown, row: TBidderReportRow) => `${row.firstName} ${row.lastName}`,
    },
    { title: 'Username', dataIndex: 'userName', key: 'userName' },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
    { title: 'Verified', dataIndex: 'isVerified', key: 'isVerified', render: yes },
    { title: 'Phone Verified', dataIndex: 'isPhoneVerified', key: 'isPhoneVerified', render: yes },
    {
      title: 'Registered',
      dataIndex: 'createdDate',
      key: 'createdDate',
      sorter: true,
      render: (iso: string) => dayjs(iso).format('MM/DD/YYYY'),
    },
    { title: 'Bids', dataIndex: 'bidCount', key: 'bidCount', sorter: true },
    { title: 'Wins', dataIndex: 'winCount', key: 'winCount' },
  ] satisfies TableProps<TBidderReportRow>['columns'],
  bids: [
    { title: 'Bid', dataIndex: 'id', key: 'id', sorter: true },
    {
      title: 'Date',
      dataIndex: 'createdDate',
      key: 'createdDate',
      sorter: true,
      render: (_: unknown, row: TBidReportRow) => formatHostDateTime(row.createdDate, row.timeZone),
    },
    { title: 'Amount', dataIndex: 'amount', key: 'amount', sorter: true, render: usd },
    { title: 'Bidder', dataIndex: 'bidderName', key: 'bidderName', sorter: true },
    { title: 'Paddle', dataIndex: 'paddleNumber', key: 'paddleNumber' },
    { title: 'Case', dataIndex: 'caseNumber', key: 'caseNumber' },
    { title: 'Auction', dataIndex: 'auctionId', key: 'auctionId' },
    { title: 'Company', dataIndex: 'companyName', key: 'companyName', sorter: true },
    { title: 'Type', dataIndex: 'type', key: 'type' },
    // A proxy bid placed by the bidder's maximum (issue 32), as the Excel and PDF exports mark it.
    {
      title: 'By Maximum',
      dataIndex: 'placedByMaximum',
      key: 'placedByMaximum',
      render: (flag: boolean) => (flag ? 'Yes' : null),
    },
    {
      title: 'Winning',
      dataIndex: 'isWinning',
      key: 'isWinning',
      render: (flag: boolean) => (flag ? <Tag color="gold">Winning</Tag> : null),
    },
  ] satisfies TableProps<TBidReportRow>['columns'],
};

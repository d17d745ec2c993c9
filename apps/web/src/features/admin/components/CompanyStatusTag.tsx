import type { TCompanyStatus } from '@bidright/domain';
import { Tag } from 'antd';

const COLORS: Record<TCompanyStatus, string> = {
  Pending: 'gold',
  Active: 'green',
  Inactive: 'default',
  Declined: 'red',
};

export function CompanyStatusTag({ status }: { status: TCompanyStatus }) {
  return <Tag color={COLORS[status]}>{status}</Tag>;
}

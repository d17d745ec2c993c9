import { CLIENT_MESSAGES, type TAttorney } from '@bidright/domain';
import { Popconfirm, Radio } from 'antd';

/**
 * The Primary column's radio (spec part 3 §4, §5): checked on the primary attorney; on another, a click asks
 * 'Are you sure to change the primary attorney!' before `onConfirm` makes it the primary.
 */
export function PrimaryAttorneyChoice({
  attorney,
  onConfirm,
}: {
  attorney: TAttorney;
  onConfirm: (attorney: TAttorney) => void;
}) {
  const name = `${attorney.firstName} ${attorney.lastName}`;
  if (attorney.isPrimary) return <Radio checked aria-label={`${name} is primary`} />;
  return (
    <Popconfirm title={CLIENT_MESSAGES.primaryConfirm} onConfirm={() => onConfirm(attorney)}>
      <Radio checked={false} aria-label={`Make ${name} primary`} />
    </Popconfirm>
  );
}

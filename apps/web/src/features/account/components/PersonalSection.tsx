import { useQueryClient } from '@tanstack/react-query';
import { Alert, Col, Flex, Row, Skeleton } from 'antd';
import { accountKeys, useBidderAccount } from '../api/bidder-account';
import { AccountClosureCard } from './AccountClosureCard';
import { BidderProfileCard } from './BidderProfileCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { IdentityVerificationCard } from './IdentityVerificationCard';
import { PhonesCard } from './PhonesCard';
import { TwoStepCard } from './TwoStepCard';

/** /account/personal for bidders: profile, identity, phones, password, two-step sign-in, closure. */
export function PersonalSection() {
  const account = useBidderAccount();
  const queryClient = useQueryClient();
  if (account.isError)
    return <Alert type="error" showIcon title="Something went wrong. Please refresh the page." />;
  if (!account.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <Flex vertical gap={20}>
      <BidderProfileCard account={account.data} />
      <IdentityVerificationCard account={account.data} />
      <PhonesCard />
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={12}>
          <ChangePasswordCard />
        </Col>
        <Col xs={24} lg={12}>
          <TwoStepCard
            owner="bidder"
            configured={account.data.configuredAuthenticatorApp}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: accountKeys.bidder() })}
          />
        </Col>
      </Row>
      <AccountClosureCard />
    </Flex>
  );
}

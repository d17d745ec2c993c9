import { Segmented } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { AuctioneerRegisterForm } from '../components/AuctioneerRegisterForm';
import { AuthCard } from '../components/AuthCard';
import { BidderRegisterForm } from '../components/BidderRegisterForm';
import { SignupSuccess } from '../components/SignupSuccess';

type TSignupRole = 'Bidder' | 'Auctioneer';

/** The role asked for in the location state; Bidder by default (spec part 3 §2). */
function roleFromState(state: unknown): TSignupRole {
  return (state as { role?: unknown } | null)?.role === 'Auctioneer' ? 'Auctioneer' : 'Bidder';
}

const SUBTITLES: Record<TSignupRole, string> = {
  Bidder: 'Create a bidder account to follow properties and bid in live foreclosure auctions.',
  Auctioneer: 'Register your auction company. Our team reviews every new company before it goes live.',
};

/** Sign up as a bidder or an auction host (spec part 3 §2, §4, §5). */
export function RegisterPage() {
  const location = useLocation();
  const [role, setRole] = useState<TSignupRole>(() => roleFromState(location.state));
  const [registered, setRegistered] = useState<TSignupRole>();

  if (registered === 'Bidder')
    return (
      <SignupSuccess description="Your bidder account is ready. Log in to verify your identity, link a bank account and start bidding." />
    );
  if (registered === 'Auctioneer')
    return (
      <SignupSuccess description="Your company is awaiting approval by a Bidright administrator. We will let you know by e-mail once it is approved; you can log in as soon as it is active." />
    );

  return (
    <AuthCard title="Sign up" subtitle={SUBTITLES[role]}>
      <Segmented<TSignupRole>
        block
        size="large"
        value={role}
        onChange={setRole}
        options={[
          { label: 'Bidder', value: 'Bidder' },
          { label: 'Auctioneer', value: 'Auctioneer' },
        ]}
        style={{ marginBottom: 24 }}
        aria-label="Account type"
      />
      {role === 'Bidder' ? (
        <BidderRegisterForm key="bidder" onRegistered={() => setRegistered('Bidder')} />
      ) : (
        <AuctioneerRegisterForm key="auctioneer" onRegistered={() => setRegistered('Auctioneer')} />
      )}
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 20, marginBottom: 0 }} type="secondary">
        Already have an account? <Link to="/login">Log in</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}

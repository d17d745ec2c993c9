import { Link } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { ContentShell } from '../components/ContentShell';

const { Title, Paragraph } = Typography;
const UPDATED = 'Last updated: November 1, 2026';

/** /terms-conditions (spec part 3 §9): Illinois law, Cook County courts, the liability cap. */
export function TermsPage() {
  return (
    <ContentShell title="Terms and Conditions" subtitle={UPDATED}>
      <Title level={4}>1. The service</Title>
      <Paragraph>
        Bidright is an online platform where auction hosts run court-ordered and other property auctions and
        verified bidders take part. Bidright is not the seller of any property; each sale is conducted by its
        auction host under the orders of the court.
      </Paragraph>
      <Title level={4}>2. Accounts and bids</Title>
      <Paragraph>
        You must be at least 18 years old and keep your sign-in details to yourself. A bid you place is an
        offer you are bound by if it wins. A winning bidder pays the deposit within 2 hours of the win and the
        balance by 2:00 PM the next day, as each listing states. When a sale is paused or the service cannot
        serve it, the <Link to="/outage-policy">Outage Policy</Link> decides which lots still count, which are
        extended and who is told.
      </Paragraph>
      <Title level={4}>3. Properties are sold as is</Title>
      <Paragraph>
        Listings, photos, maps and documents are provided for information. Check the title, occupancy, taxes
        and any association dues yourself before you bid.
      </Paragraph>
      <Title level={4} id="liability">
        4. Limitation of liability
      </Title>
      <Paragraph>
        To the extent the law allows, Bidright's total liability to you for any claim arising from the service
        is limited to <strong>the lesser of $1,000 or the fees Bidright earned</strong> from your use of the
        service.
      </Paragraph>
      <Title level={4} id="law">
        5. Governing law and courts
      </Title>
      <Paragraph>
        These terms are governed by the laws of the <strong>State of Illinois</strong>. Any dispute is heard
        by the state or federal <strong>courts located in Cook County, Illinois</strong>, and you consent to
        their jurisdiction.
      </Paragraph>
      <Title level={4}>6. Contact</Title>
      <Paragraph>
        Questions about these terms: <Link to="/help-center">Help Center</Link>.
      </Paragraph>
    </ContentShell>
  );
}

/** /privacy-policy (spec part 3 §9): account deletion on request; data kept for reporting. */
export function PrivacyPage() {
  return (
    <ContentShell title="Privacy Policy" subtitle={UPDATED}>
      <Title level={4}>What we collect</Title>
      <Paragraph>
        Your name, e-mail, phone number, birth date and mailing address; your linked bank accounts' names,
        balances and masks (never your bank password); your bids, deposits and winnings; and the device and
        approximate location of your live connection, to protect your account.
      </Paragraph>
      <Title level={4}>How we use it</Title>
      <Paragraph>
        To verify bidders, run auctions, settle sales with auction hosts and courts, send the messages you ask
        for, and keep the platform secure. We do not sell your personal information.
      </Paragraph>
      <Title level={4}>Who sees it</Title>
      <Paragraph>
        Auction hosts see the bidders of their own auctions. The public sees listings and sale results, never
        bidder names or deposits.
      </Paragraph>
      <Title level={4} id="deletion">
        Deleting your account
      </Title>
      <Paragraph>
        You can <strong>request deletion of your account on your account page</strong> (Account → Personal →
        Delete account). We then close the account. Records of auctions, bids and payments are{' '}
        <strong>retained for reporting</strong> and legal obligations.
      </Paragraph>
      <Title level={4}>Contact</Title>
      <Paragraph>
        Questions about your data: <Link to="/help-center">Help Center</Link>.
      </Paragraph>
    </ContentShell>
  );
}

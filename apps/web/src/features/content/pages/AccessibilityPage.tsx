import { Link } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { ContentShell } from '../components/ContentShell';
import { ContactForm } from '../public/ContactForm';

const { Title, Paragraph } = Typography;
const UPDATED = 'Last reviewed: November 28, 2026';

/**
 * /accessibility: the accessibility statement (issue 33), linked from the footer. It says what is met, how
 * it is checked, what is known not to be, and takes a barrier report through the Contact Us form.
 */
export function AccessibilityPage() {
  return (
    <ContentShell title="Accessibility Statement" subtitle={UPDATED}>
      <Title level={2} style={{ fontSize: 22 }}>
        Our goal
      </Title>
      <Paragraph>
        Bidright aims to meet the <strong>Web Content Accessibility Guidelines (WCAG) 2.1, level AA</strong>{' '}
        on every screen: searching for properties, joining an auction, bidding live, paying and running an
        auction. Everything can be done with a keyboard alone and with a screen reader.
      </Paragraph>
      <Title level={2} style={{ fontSize: 22 }}>
        What we do
      </Title>
      <ul>
        <li>Every page has one main heading, landmarks and a link to skip to its main content.</li>
        <li>Focus is always visible; dialogs take focus when they open and give it back when they close.</li>
        <li>Form errors are tied to their fields and read out when they appear.</li>
        <li>Text meets a contrast of at least 4.5:1, including the dark auction room view.</li>
        <li>Status is shown by words and icons, never by colour alone.</li>
        <li>
          Pages reflow at 320 pixels wide and 400% zoom, and motion stops when you ask for reduced motion.
        </li>
        <li>
          Live bidding announces the high bid, being outbid, extensions and the result of a lot, at a pace a
          screen reader can follow.
        </li>
      </ul>
      <Title level={2} style={{ fontSize: 22 }}>
        How we test
      </Title>
      <Paragraph>
        On every change, an automated journey in a real browser checks every screen of every kind of user
        (visitor, bidder, auction host, employee, client and administrator), with its dialogs open, at desktop
        and phone widths against the WCAG 2.1 A and AA rules of axe-core. A second journey records what a
        screen reader would announce during a live auction and checks the wording, the order and the pace. We
        also walk the main tasks by keyboard alone.
      </Paragraph>
      <Title level={2} style={{ fontSize: 22 }}>
        Known exceptions
      </Title>
      <ul>
        <li>
          Map tiles come from a third-party map service. The map's picture cannot be read by a screen reader;
          every property on the map is also listed as text beside it, and an area can be searched without
          drawing on the map.
        </li>
        <li>
          Documents uploaded by courts and auction hosts (such as PDF notices of sale) may not be accessible.
          Ask us and we will help you with their content.
        </li>
      </ul>
      <Title level={2} style={{ fontSize: 22 }} id="report">
        Report a barrier
      </Title>
      <Paragraph>
        If something on Bidright is hard or impossible for you to use, tell us with the form below: the page,
        what you tried to do and the assistive technology you use, if any. We answer within two business days.
        You can also reach us through the <Link to="/help-center#contact">Help Center</Link>.
      </Paragraph>
      <ContactForm />
    </ContentShell>
  );
}

import { outagePolicySections } from '@bidright/domain';
import { Alert, Skeleton } from 'antd';
import { Link } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { useOutagePolicy } from '../api/content';
import { ContentShell } from '../components/ContentShell';

const { Title, Paragraph } = Typography;

/**
 * /outage-policy (issue 43 point 1, ADR 0077): what happens to a sale when staff pause it or the service
 * cannot serve it. Public. The text is the domain's, written from the numbers the server applies (its
 * threshold, margin and health-beat period), so the page states what the code does.
 */
export function OutagePolicyPage() {
  const policy = useOutagePolicy();
  return (
    <ContentShell title="Outage Policy" subtitle="What happens to a sale when it is paused or interrupted">
      {policy.isPending ? (
        <Skeleton active aria-busy="true" />
      ) : policy.data ? (
        outagePolicySections(policy.data).map((section) => (
          <section key={section.title}>
            <Title level={2} style={{ fontSize: 22 }}>
              {section.title}
            </Title>
            {section.paragraphs.map((text) => (
              <Paragraph key={text}>{text}</Paragraph>
            ))}
          </section>
        ))
      ) : (
        <Alert type="warning" showIcon title="The policy's figures could not be loaded. Please try again." />
      )}
      <Paragraph>
        See also the <Link to="/terms-conditions">Terms and Conditions</Link>.
      </Paragraph>
    </ContentShell>
  );
}

import { MailOutlined, QuestionCircleOutlined, SearchOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { Link } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { useContactEmail } from '../api/content';
import { ContentShell } from '../components/ContentShell';
import { ContactForm } from '../public/ContactForm';

const TOPICS = [
  {
    icon: <QuestionCircleOutlined />,
    title: 'FAQ',
    text: 'Deposits, payments, mock auctions and more.',
    to: '/faq',
  },
  {
    icon: <QuestionCircleOutlined />,
    title: 'Practice bidding',
    text: 'An always-open practice sale with play money: bid, be outbid, set a maximum and win.',
    to: '/practice',
  },
  {
    icon: <SearchOutlined />,
    title: 'Property listings',
    text: 'Upcoming, today’s, completed and cancelled sales.',
    to: '/#listings',
  },
] as const;

/** /help-center: help topics and Contact Us (spec part 3 §2). */
export function HelpCenterPage() {
  const contactEmail = useContactEmail();
  return (
    <ContentShell
      title="Help Center"
      subtitle="Find an answer, or send us a message and we will get back to you."
    >
      <Row gutter={[16, 16]} style={{ marginBottom: 32 }}>
        {TOPICS.map((topic) => (
          <Col key={topic.title} xs={24} sm={12}>
            <Link to={topic.to}>
              <Card hoverable size="small">
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {topic.icon} {topic.title}
                </Typography.Title>
                <Typography.Text type="secondary">{topic.text}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Card title="Contact Us" id="contact">
        {contactEmail.data && (
          <Typography.Paragraph type="secondary">
            <MailOutlined /> You can also write to{' '}
            <a href={`mailto:${contactEmail.data}`}>{contactEmail.data}</a>.
          </Typography.Paragraph>
        )}
        <ContactForm />
      </Card>
    </ContentShell>
  );
}

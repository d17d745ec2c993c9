import { ReadOutlined } from '@ant-design/icons';
import { Col, Row, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { useResources } from '../api/content';

/** Helpful resources on the home page: each opens its blog post. */
export function ResourceList() {
  const resources = useResources();
  if (resources.isLoading) return <Skeleton active />;
  if (!resources.data?.length) return null;
  return (
    <div data-testid="resource-list">
      <Typography.Title level={2} style={{ marginBottom: 20 }}>
        Helpful Resources
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {resources.data.slice(0, 4).map((resource) => (
          <Col key={resource.id} xs={24} sm={12} lg={6}>
            {/* The title is the link, named by its own text; its box covers the card (styles/base.css
                `.card-link`), so the whole card still opens the post. */}
            <Card hoverable style={{ height: '100%', position: 'relative' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <ReadOutlined /> {dayjs(resource.createdDate).format('MM/DD/YYYY')}
              </Typography.Text>
              {/* A level-3 heading under the section's h2 (no skipped level), at the size of a level 5. */}
              <Typography.Title level={3} style={{ margin: '8px 0', fontSize: 16 }}>
                <Link to={`/blogs/${resource.id}`} className="card-link">
                  {resource.title}
                </Link>
              </Typography.Title>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
                {resource.description}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

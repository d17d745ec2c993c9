import './BlogPage.css';
import { isBlogId } from '@bidright/domain';
import { Input, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { useResource } from '../api/content';
import { ContentShell } from '../components/ContentShell';
import { SafeHtml } from '../components/SafeHtml';

/** The blog skeleton shows at least this long (spec part 3 §9). */
const SKELETON_MS = 1000;

/**
 * /blogs/{blogId} (spec part 3 §2): title, description and the body as sanitised HTML. A non-numeric id or
 * a failed load shows the not-found page. The side search and subscribe boxes do nothing, as specified.
 */
export function BlogPage() {
  const { blogId } = useParams();
  const valid = isBlogId(blogId);
  const post = useResource(blogId ?? '', valid);
  const [minimumShown, setMinimumShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMinimumShown(true), SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (post.data) document.title = `${post.data.title} · Bidright`;
  }, [post.data]);

  if (!valid || post.isError) return <NotFoundPage />;
  if (!post.data || !minimumShown)
    return (
      <ContentShell title="Blog">
        <Skeleton active paragraph={{ rows: 8 }} />
      </ContentShell>
    );
  return (
    <ContentShell title={post.data.title} subtitle={post.data.description}>
      <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <article style={{ flex: '1 1 480px', minWidth: 0 }} className="blog-article">
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
            {dayjs(post.data.createdDate).format('MM/DD/YYYY')}
          </Typography.Text>
          <SafeHtml html={post.data.body} />
          {post.data.link && (
            <Typography.Paragraph style={{ marginTop: 24 }}>
              <a href={post.data.link} target="_blank" rel="noopener noreferrer">
                Read more at the source
              </a>
            </Typography.Paragraph>
          )}
        </article>
        <aside style={{ flex: '0 1 260px' }}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card size="small" title="Search">
              <Input.Search placeholder="Search the blog" aria-label="Search the blog" />
            </Card>
            <Card size="small" title="Subscribe">
              <Input placeholder="Your e-mail" aria-label="Subscribe e-mail" type="email" />
            </Card>
          </Space>
        </aside>
      </div>
    </ContentShell>
  );
}

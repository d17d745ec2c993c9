import { Col, ConfigProvider, Menu, Row } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';

export interface TAccountNavItem {
  slug: string;
  label: string;
  icon: ReactNode;
}

/** The account and settings pages: a heading, the section menu on the left, the section on the right. */
export function AccountShell({
  title,
  base,
  items,
  slug,
  children,
}: {
  title: string;
  /** '/account' or '/settings'. */
  base: string;
  items: readonly TAccountNavItem[];
  slug: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const current = items.find((item) => item.slug === slug);
  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 20 }}>
        {title}
      </Typography.Title>
      <Row gutter={[24, 20]}>
        <Col xs={24} md={6}>
          <Card styles={{ body: { padding: 8 } }}>
            <ConfigProvider
              theme={{ components: { Menu: { itemSelectedBg: '#e8eef7', itemSelectedColor: '#1f4e8c' } } }}
            >
              <Menu
                mode="vertical"
                aria-label={`${title} sections`}
                selectedKeys={[slug]}
                style={{ borderInlineEnd: 'none' }}
                items={items.map((item) => ({ key: item.slug, icon: item.icon, label: item.label }))}
                onClick={({ key }) => navigate(`${base}/${key}`)}
              />
            </ConfigProvider>
          </Card>
        </Col>
        <Col xs={24} md={18}>
          {current && (
            <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="account-section-title">
              {current.label}
            </Typography.Title>
          )}
          {children}
        </Col>
      </Row>
    </>
  );
}

import { EnvironmentOutlined } from '@ant-design/icons';
import { FEATURED_PAGE_SIZE, formatHostDateTime, formatUsd, toCents } from '@bidright/domain';
import { Col, Flex, Row, Skeleton } from 'antd';
import { AutoplayCarousel } from '../../../components/AutoplayCarousel';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { useScreens } from '../../../lib/use-screens';
import { usePublicLots } from '../api/listings';

const FEATURED_AUTOPLAY_MS = 6000;

/** The home page's featured properties (spec part 3 §2: fetched 100 at a time), a few per slide. */
export function FeaturedCarousel() {
  const featured = usePublicLots({
    showFeatured: true,
    pagination: { current: 1, pageSize: FEATURED_PAGE_SIZE },
  });
  const screens = useScreens();
  const perSlide = screens.lg ? 3 : screens.sm ? 2 : 1;
  if (featured.isLoading) return <Skeleton active />;
  const lots = featured.data?.data ?? [];
  if (lots.length === 0) return null;
  const slides: (typeof lots)[] = [];
  for (let i = 0; i < lots.length; i += perSlide) slides.push(lots.slice(i, i + perSlide));
  return (
    <div data-testid="featured-carousel">
      <Typography.Title level={2} style={{ marginBottom: 20 }}>
        Featured Properties
      </Typography.Title>
      <AutoplayCarousel
        label="Featured properties"
        autoplayMs={FEATURED_AUTOPLAY_MS}
        arrows
        slides={slides.map((slide, at) => ({
          key: slide.map((lot) => lot.id).join('-'),
          content: (
            <Row gutter={16} style={{ padding: '0 4px 32px' }}>
              {slide.map((lot) => (
                <Col key={lot.id} span={24 / perSlide}>
                  <Card
                    size="small"
                    cover={
                      lot.imageUrl ? (
                        <img
                          src={lot.imageUrl}
                          alt={lot.streetLine1}
                          loading={at === 0 ? 'eager' : 'lazy'}
                          style={{ height: 160, objectFit: 'cover' }}
                        />
                      ) : (
                        <Flex align="center" justify="center" style={{ height: 160, background: '#eef2f8' }}>
                          Photo Not Available
                        </Flex>
                      )
                    }
                  >
                    <Typography.Text strong ellipsis style={{ display: 'block' }}>
                      {lot.streetLine1}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <EnvironmentOutlined /> {lot.city}, {lot.stateCode} {lot.zipCode} · {lot.county} County
                    </Typography.Text>
                    <Flex justify="space-between" style={{ marginTop: 8 }}>
                      <Typography.Text type="secondary">Opening bid</Typography.Text>
                      <Typography.Text strong>{formatUsd(toCents(lot.openingPrice))}</Typography.Text>
                    </Flex>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatHostDateTime(lot.auctionStartTime, lot.timeZone)} · {lot.auctionHostName}
                    </Typography.Text>
                  </Card>
                </Col>
              ))}
            </Row>
          ),
        }))}
      />
    </div>
  );
}

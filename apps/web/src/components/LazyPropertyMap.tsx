import { EnvironmentOutlined } from '@ant-design/icons';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useAfterPaint } from '../lib/use-after-paint';
import { Typography } from './light-antd/Typography';

const PropertyMap = lazy(async () => ({ default: (await import('./PropertyMap')).PropertyMap }));

type TPropertyMapProps = ComponentProps<typeof PropertyMap>;

/**
 * The property map, with Leaflet fetched apart from the page that shows it: the page's text and photos
 * render without waiting for the map's code (fetched once the page has painted), and a blank panel of the
 * map's size (with the address under it, as the map shows it) holds its place meanwhile, so nothing moves
 * when it arrives.
 */
export function LazyPropertyMap(props: TPropertyMapProps) {
  const { height = 200, style, address } = props;
  const painted = useAfterPaint();
  const placeholder = (
    <div style={style} aria-busy="true">
      <div style={{ height, borderRadius: 8, background: '#eef1f4' }} />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        <EnvironmentOutlined /> {address || 'Address not available'}
      </Typography.Paragraph>
    </div>
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PropertyMap {...props} />
    </Suspense>
  );
}

import { EnvironmentOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { formatAddress, formatHostDateTime, type TCaseDetail } from '@bidright/domain';
import { Button, Collapse, Empty, Flex, Space, Tag } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { LotStatusTag } from '../public/StatusTags';
import { CreateLotModal } from './CreateLotModal';
import { LotDetailsCard, lotName } from './LotDetailsCard';
import { isLotPastDue } from './LotSaleDetails';

/** The case's lots as collapsible panels, each with its details, plus Create Lot. */
export function CaseLotsPanel({
  kase,
  onOpenLot,
}: {
  kase: TCaseDetail;
  onOpenLot: (lotId: string) => void;
}) {
  const [creating, setCreating] = useState(false);
  return (
    <Card
      title={`Lots (${kase.lots.length})`}
      extra={
        kase.canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Create Lot
          </Button>
        )
      }
    >
      {kase.lots.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={kase.canEdit ? 'No lots yet. Create a lot to add properties.' : 'No lots.'}
        />
      ) : (
        // The arrow alone opens a panel (collapsible="icon"): a whole-header toggle would hold the
        // Properties button, and a button inside a button is unreachable to a screen reader.
        <Collapse
          collapsible="icon"
          expandIcon={(panel) => {
            // rc-collapse hands the icon its panel's key, which antd's PanelProps type leaves out.
            const { isActive, panelKey } = panel as typeof panel & { panelKey?: string };
            const index = Math.max(
              0,
              kase.lots.findIndex((lot) => lot.id === panelKey),
            );
            // Its name stays put; aria-expanded on the toggle says whether it is open.
            return (
              <RightOutlined
                rotate={isActive ? 90 : 0}
                aria-label={`${lotName(kase.lots[index]!, index)} details`}
              />
            );
          }}
          defaultActiveKey={kase.lots.length === 1 ? [kase.lots[0]!.id] : []}
          items={kase.lots.map((lot, index) => ({
            key: lot.id,
            label: (
              <Flex justify="space-between" align="center" gap={12} wrap>
                <Space size={12} wrap>
                  <Typography.Text strong>{lotName(lot, index)}</Typography.Text>
                  <LotStatusTag status={lot.lotStatus} isPostponed={lot.isPostponed} />
                  {isLotPastDue(lot) && <Tag color="error">Past Due</Tag>}
                  <Typography.Text type="secondary">
                    <EnvironmentOutlined /> {lot.property ? formatAddress(lot.property) : 'No property yet'}
                  </Typography.Text>
                </Space>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {lot.auction
                    ? `Auction ${formatHostDateTime(lot.auction.startTime, lot.timeZone)}`
                    : 'No auction'}
                </Typography.Text>
              </Flex>
            ),
            extra: (
              <Button
                size="small"
                type="link"
                aria-label={`Open ${lotName(lot, index)} properties`}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpenLot(lot.id);
                }}
              >
                Properties <RightOutlined />
              </Button>
            ),
            children: <LotDetailsCard kase={kase} lot={lot} embedded />,
          }))}
        />
      )}
      <CreateLotModal
        caseId={kase.id}
        timeZone={kase.timeZone}
        open={creating}
        onClose={() => setCreating(false)}
      />
    </Card>
  );
}

import { FileAddOutlined, FolderOpenOutlined, PlusOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Col, Flex, Row } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { DashboardHeading } from './DashboardHeading';
import { LinkCard } from './LinkCard';

/** Auctioneers and employees. */
export function HostDashboard() {
  return (
    <>
      <DashboardHeading
        extra={
          <Flex gap={12} wrap>
            <LinkButton to="/auctions" type="primary" icon={<PlusOutlined />}>
              Create Auction
            </LinkButton>
            <LinkButton to="/cases" icon={<FileAddOutlined />}>
              Add Case
            </LinkButton>
          </Flex>
        }
      />
      <Row gutter={[20, 20]}>
        <Col xs={24} md={12}>
          <LinkCard
            to="/auctions"
            icon={<ScheduleOutlined />}
            title="Auctions"
            text="Schedule auctions and run them live."
          />
        </Col>
        <Col xs={24} md={12}>
          <LinkCard
            to="/cases"
            icon={<FolderOpenOutlined />}
            title="Cases"
            text="Foreclosure cases, lots and properties."
          />
        </Col>
      </Row>
    </>
  );
}

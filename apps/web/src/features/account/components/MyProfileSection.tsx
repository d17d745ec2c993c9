import { Col, Flex, Row } from 'antd';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfileTwoStepCard } from './ProfileTwoStepCard';
import { UserProfileCard } from './UserProfileCard';

/** The 'My Profile' section of the client and staff settings: profile, password and two-step cards. */
export function MyProfileSection() {
  return (
    <Flex vertical gap={20}>
      <UserProfileCard />
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={12}>
          <ChangePasswordCard />
        </Col>
        <Col xs={24} lg={12}>
          <ProfileTwoStepCard />
        </Col>
      </Row>
    </Flex>
  );
}

import { MessageOutlined, MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TAuthenticatorSetup } from '@bidright/domain';
import { Button, Flex, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { toastSuccess } from '../../../lib/notifier';
import { removeAuthenticator, setUpAuthenticator, type TAuthenticatorOwner } from '../api/security';
import { OwnerProofModal } from './OwnerProofModal';
import { SettingRow } from './SettingRow';

/**
 * 2-step verification (spec part 3 §4): text message is the default; the authenticator app goes off →
 * set up (QR code and manual code) → on → removed. `configured` is the server's word on the authenticator
 * app (undefined while it loads, when both actions are offered). `textMessageOff` marks an account whose
 * login codes cannot be texted (no verified phone), so the text row does not claim to be active.
 */
export function TwoStepCard({
  owner,
  configured,
  textMessageOff = false,
  onChanged,
}: {
  owner: TAuthenticatorOwner;
  configured?: boolean;
  textMessageOff?: boolean;
  onChanged?: () => void;
}) {
  const [local, setLocal] = useState<boolean | undefined>(undefined);
  const [setup, setSetup] = useState<TAuthenticatorSetup | null>(null);
  // Turning the app on or off needs the current password or a current code (issue 12).
  const [asking, setAsking] = useState<'setup' | 'remove' | null>(null);
  const isOn = local ?? configured;

  const status = isOn === undefined ? null : isOn ? <Tag color="green">On</Tag> : <Tag>Off</Tag>;

  return (
    <Card title="2-Step Verification" data-testid="two-step-card">
      <SettingRow
        icon={<MessageOutlined />}
        title="Text message"
        description="The default: a one-time code is texted to your primary phone when you log in."
        extra={isOn ? <Tag>Standby</Tag> : textMessageOff ? <Tag>Off</Tag> : <Tag color="green">Active</Tag>}
      />
      <SettingRow
        last
        testId="authenticator-row"
        icon={<MobileOutlined />}
        title="Authenticator app"
        description="Use codes from an app such as Google Authenticator instead of text messages."
        extra={
          <Space wrap>
            {status}
            {isOn !== true && (
              <Button type="primary" onClick={() => setAsking('setup')}>
                Set Up
              </Button>
            )}
            {isOn === true && <Button onClick={() => setAsking('setup')}>Set Up Again</Button>}
            {isOn !== false && (
              <Button danger onClick={() => setAsking('remove')}>
                Remove
              </Button>
            )}
          </Space>
        }
      />
      <OwnerProofModal
        open={asking !== null}
        title={asking === 'remove' ? 'Remove the authenticator app?' : 'Set up the authenticator app'}
        description={
          asking === 'remove'
            ? 'Login codes will be sent by text message to your primary phone again. To confirm it is you, enter your current password.'
            : 'To confirm it is you, enter your current password.'
        }
        okText={asking === 'remove' ? 'Remove' : 'Continue'}
        danger={asking === 'remove'}
        allowCode={isOn === true}
        onClose={() => setAsking(null)}
        onConfirm={async (proof) => {
          if (asking === 'remove') {
            await removeAuthenticator(owner, proof);
            setLocal(false);
            toastSuccess('The authenticator app was removed.');
          } else {
            setSetup(await setUpAuthenticator(owner, proof));
            setLocal(true);
          }
          onChanged?.();
        }}
      />
      <Modal
        open={setup !== null}
        title={
          <Space>
            <SafetyCertificateOutlined />
            Set up your authenticator app
          </Space>
        }
        onCancel={() => setSetup(null)}
        footer={
          <Button type="primary" onClick={() => setSetup(null)}>
            Done
          </Button>
        }
      >
        {setup && (
          <Flex vertical align="center" gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>
              Scan this QR code with your authenticator app. From your next login, enter the code the app
              shows.
            </Typography.Paragraph>
            <img
              src={setup.qrCodeImageUrl}
              alt="Authenticator QR code"
              width={200}
              height={200}
              style={{ border: '1px solid #e6ebf2', borderRadius: 8 }}
            />
            <Typography.Text type="secondary">Or enter this code manually:</Typography.Text>
            <Typography.Text code copyable data-testid="manual-entry-code" style={{ fontSize: 16 }}>
              {setup.manualEntrySetupCode}
            </Typography.Text>
          </Flex>
        )}
      </Modal>
    </Card>
  );
}

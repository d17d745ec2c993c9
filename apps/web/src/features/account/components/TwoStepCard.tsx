import { MessageOutlined, MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/notifier';
import {
  removeAuthenticator,
  setUpAuthenticator,
  type TAuthenticatorOwner,
  type TAuthenticatorSetup,
} from '../api/security';
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
  const { modal } = App.useApp();
  const [local, setLocal] = useState<boolean | undefined>(undefined);
  const [setup, setSetup] = useState<TAuthenticatorSetup | null>(null);
  const [busy, setBusy] = useState(false);
  const isOn = local ?? configured;

  async function startSetup() {
    setBusy(true);
    try {
      setSetup(await setUpAuthenticator(owner));
      setLocal(true);
      onChanged?.();
    } catch {
      // The shared handler has shown the error.
    } finally {
      setBusy(false);
    }
  }

  function confirmRemove() {
    modal.confirm({
      title: 'Remove the authenticator app?',
      content: 'Login codes will be sent by text message to your primary phone again.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: async () => {
        await removeAuthenticator(owner);
        setLocal(false);
        toastSuccess('The authenticator app was removed.');
        onChanged?.();
      },
    });
  }

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
              <Button type="primary" loading={busy} onClick={() => void startSetup()}>
                Set Up
              </Button>
            )}
            {isOn === true && (
              <Button loading={busy} onClick={() => void startSetup()}>
                Set Up Again
              </Button>
            )}
            {isOn !== false && (
              <Button danger onClick={confirmRemove}>
                Remove
              </Button>
            )}
          </Space>
        }
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

import { DownloadOutlined } from '@ant-design/icons';
import { WIRE_CONFIRM_WARNING } from '@bidright/domain';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { notifyWarning } from '../../../lib/notifier';
import { downloadWireInstructions } from '../api/wire-instructions';

/**
 * The winner's wire instructions (ADR 0070): only in the app, downloaded stamped with the fingerprint, which
 * shows beside the button with the warning to confirm by phone before wiring.
 */
export function WireInstructionsDownload({
  url,
  fingerprint,
}: {
  url: string;
  fingerprint: string | null | undefined;
}) {
  const [isLoading, setLoading] = useState(false);
  async function download() {
    setLoading(true);
    try {
      await downloadWireInstructions(url, 'wire-instructions.pdf');
    } catch (error) {
      notifyWarning(
        error instanceof Error ? error.message : 'The wire instructions could not be downloaded.',
      );
    } finally {
      setLoading(false);
    }
  }
  return (
    <Flex vertical gap={4} data-testid="wire-instructions-download">
      <Flex gap={8} align="center" wrap>
        <Button icon={<DownloadOutlined />} loading={isLoading} onClick={() => void download()}>
          Wire instructions
        </Button>
        {fingerprint && (
          <Typography.Text>
            Fingerprint{' '}
            <Typography.Text code data-testid="wire-fingerprint">
              {fingerprint}
            </Typography.Text>
          </Typography.Text>
        )}
      </Flex>
      {/* No warning icon: the shell's one would then become a chunk of its own on every page (script budget). */}
      <Typography.Text type="warning">{WIRE_CONFIRM_WARNING}</Typography.Text>
    </Flex>
  );
}

import { PhoneOutlined, PlusOutlined } from '@ant-design/icons';
import {
  isValidPhone,
  ACCOUNT_MESSAGES as M,
  normalizePhone,
  type TBidderPhone,
  type TPhoneVerification,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Input, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useFieldError } from '../../../components/forms/field-error';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import { useFeedback } from '../../../lib/use-feedback';
import { accountKeys } from '../api/bidder-account';
import { addPhone, deletePhone, makePhonePrimary, sendPhoneCode, usePhones } from '../api/phones';
import { PhoneCodeModal } from './PhoneCodeModal';
import { SettingRow } from './SettingRow';

/** Phone numbers (spec part 3 §4): one primary; others can be made primary, verified or deleted. */
export function PhonesCard() {
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const phones = usePhones();
  const [newNumber, setNewNumber] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const addFieldError = useFieldError(addError, 'add-phone-error');
  const [busy, setBusy] = useState<string | null>(null);
  const [verification, setVerification] = useState<TPhoneVerification | null>(null);

  const store = (list: TBidderPhone[]) => {
    queryClient.setQueryData(accountKeys.phones(), list);
    void queryClient.invalidateQueries({ queryKey: accountKeys.bidder() });
  };

  async function run(key: string, action: () => Promise<void>) {
    setBusy(key);
    try {
      await action();
    } catch {
      // The shared handler has shown the error.
    } finally {
      setBusy(null);
    }
  }

  function add() {
    if (!isValidPhone(newNumber)) {
      setAddError(M.phoneInvalid);
      return;
    }
    setAddError(null);
    void run('add', async () => {
      store(await addPhone(normalizePhone(newNumber)));
      setNewNumber('');
      toastSuccess('The phone number was added.');
    });
  }

  const verify = (number: string) =>
    run(`verify-${number}`, async () => setVerification(await sendPhoneCode(number)));

  function confirmDelete(number: string) {
    modal.confirm({
      title: 'Delete this phone number?',
      content: formatPhone(number),
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        store(await deletePhone(number));
        toastSuccess('The phone number was deleted.');
      },
    });
  }

  const list = phones.data ?? [];

  return (
    <Card title="Phone Numbers" loading={phones.isLoading} data-testid="phones-card">
      {list.length === 0 && <Empty description="No phone numbers yet" />}
      {list.map((phone, index) => (
        <SettingRow
          key={phone.number}
          testId={`phone-${phone.number}`}
          icon={<PhoneOutlined />}
          title={
            <Space size={8} wrap>
              {formatPhone(phone.number)}
              {phone.isPrimary && <Tag color="blue">Primary</Tag>}
              {phone.verifiedDate ? (
                <Tag color="green">Verified</Tag>
              ) : (
                <Tag color="orange">Not verified</Tag>
              )}
            </Space>
          }
          description={
            phone.verifiedDate ? `Verified on ${dayjs(phone.verifiedDate).format('MM/DD/YYYY')}` : undefined
          }
          last={index === list.length - 1}
          extra={
            <Space wrap>
              {!phone.verifiedDate && (
                <Button loading={busy === `verify-${phone.number}`} onClick={() => void verify(phone.number)}>
                  Verify
                </Button>
              )}
              {!phone.isPrimary && (
                <Button
                  loading={busy === `primary-${phone.number}`}
                  onClick={() =>
                    void run(`primary-${phone.number}`, async () => {
                      store(await makePhonePrimary(phone.number));
                      toastSuccess('The primary phone number was changed.');
                    })
                  }
                >
                  Set Primary
                </Button>
              )}
              {!phone.isPrimary && (
                <Button danger onClick={() => confirmDelete(phone.number)}>
                  Delete
                </Button>
              )}
            </Space>
          }
        />
      ))}
      <Flex gap={8} wrap style={{ marginTop: 16 }} align="start">
        <div style={{ flex: '1 1 220px', maxWidth: 320 }}>
          <Input
            aria-label="New phone number"
            placeholder="(312) 555-0100"
            prefix={<PhoneOutlined />}
            value={newNumber}
            status={addFieldError.status}
            {...addFieldError.controlProps}
            onChange={(event) => {
              setNewNumber(formatPhone(event.target.value));
              setAddError(null);
            }}
            onPressEnter={add}
          />
          {addFieldError.help && <Typography.Text type="danger">{addFieldError.help}</Typography.Text>}
        </div>
        <Button icon={<PlusOutlined />} loading={busy === 'add'} onClick={add}>
          Add Phone
        </Button>
      </Flex>
      <PhoneCodeModal
        verification={verification}
        onCancel={() => setVerification(null)}
        onResend={verification ? () => void verify(verification.number) : undefined}
        onVerified={(answer) => {
          setVerification(null);
          store(answer.phones);
          toastSuccess(answer.message || M.phoneVerified);
        }}
      />
    </Card>
  );
}

import { AUCTION_TYPE_LABELS, AUCTION_TYPES, estimatedDuration } from '@bidright/domain';
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Typography } from '../../../components/light-antd/Typography';
import { DATE_TIME_FORMAT, pickerZoneLabel } from '../utils/format';
import { auctionRules, type TAuctionFormValues } from './auction-form';

const EXTEND_BOX = {
  padding: '12px 16px',
  background: '#f7f9fc',
  border: '1px solid #e3e9f2',
  borderRadius: 8,
  marginBottom: 24,
} as const;

const PICKER_TIME = { use12Hours: true, format: 'h:mm A', minuteStep: 5 as const };

/**
 * The fields of an auction's settings, shared by the Create Auction dialog and the detail page. Location
 * shows for In Person and Hybrid; the anti-sniping extension only for Auto starts (spec part 1 §5).
 */
export function AuctionSettingsFields({
  withIncrement = false,
  timeZone,
}: {
  withIncrement?: boolean;
  /** The host's zone: the pickers show and take times on its clock, labelled with its abbreviation. */
  timeZone?: string | null;
}) {
  const form = Form.useFormInstance<TAuctionFormValues>();
  const rules = auctionRules(form, timeZone);
  const zone = pickerZoneLabel(timeZone);
  const type = Form.useWatch('type', form);
  const startType = Form.useWatch('startType', form);
  const isExtendable = Form.useWatch('isExtendable', form);
  const startTime = Form.useWatch('startTime', form) as Dayjs | null | undefined;
  const stopTime = Form.useWatch('stopTime', form) as Dayjs | null | undefined;
  const duration =
    startTime && stopTime?.isAfter(startTime)
      ? estimatedDuration(startTime.toDate(), stopTime.toDate())
      : null;

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="type" label="Auction Type" rules={rules.type}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={AUCTION_TYPES.map((value) => ({ value, label: AUCTION_TYPE_LABELS[value] }))}
              onChange={() => void form.validateFields(['location']).catch(() => undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="startType"
            label="Start Type"
            rules={rules.startType}
            extra={
              startType === 'Auto'
                ? 'Lots open by themselves when the start countdown ends.'
                : startType === 'Manual'
                  ? 'You start and stop each lot from the auctioneer view.'
                  : undefined
            }
          >
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'Manual', label: 'Manual' },
                { value: 'Auto', label: 'Auto' },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="startTime" label={`Start Time (${zone})`} rules={rules.startTime}>
            <DatePicker
              showTime={PICKER_TIME}
              format={DATE_TIME_FORMAT}
              style={{ width: '100%' }}
              disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
              showNow={false}
              needConfirm={false}
              aria-label="Start Time"
              onChange={() => void form.validateFields(['stopTime']).catch(() => undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="stopTime"
            label={`Stop Time (${zone})`}
            rules={rules.stopTime}
            dependencies={['startTime']}
            extra={duration ? `Estimated duration: ${duration.hours} h ${duration.minutes} min` : undefined}
          >
            <DatePicker
              showTime={PICKER_TIME}
              format={DATE_TIME_FORMAT}
              style={{ width: '100%' }}
              disabledDate={(day) => day.isBefore((startTime ?? dayjs()).startOf('day'))}
              showNow={false}
              needConfirm={false}
              aria-label="Stop Time"
            />
          </Form.Item>
        </Col>
      </Row>
      {type && type !== 'Online' && (
        <Form.Item name="location" label="Location" required rules={rules.location} dependencies={['type']}>
          <Input placeholder="e.g. Cook County Courthouse, 50 W Washington St, Chicago" maxLength={300} />
        </Form.Item>
      )}
      {startType === 'Auto' && (
        <div style={EXTEND_BOX}>
          <Form.Item
            name="isExtendable"
            valuePropName="checked"
            style={{ marginBottom: isExtendable ? 12 : 0 }}
          >
            <Switch
              checkedChildren="Extendable"
              unCheckedChildren="Not extendable"
              aria-label="Extendable"
              onChange={() => void form.validateFields(['timeLeft', 'extraTime']).catch(() => undefined)}
            />
          </Form.Item>
          {isExtendable ? (
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="timeLeft"
                  label="If, bid within: (min.)"
                  required
                  rules={rules.timeLeft}
                  dependencies={['isExtendable']}
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber min={1} max={1440} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="extraTime"
                  label="Extend the time by (min.)"
                  required
                  rules={rules.extraTime}
                  dependencies={['isExtendable']}
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber min={1} max={1440} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
          ) : (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              Turn on to give a lot extra minutes when a bid lands close to its stop time.
            </Typography.Text>
          )}
        </div>
      )}
      {withIncrement && (
        <Form.Item
          name="minBidIncrements"
          label="Default Minimum Bid Increment"
          extra="Used for lots that do not set their own increment."
        >
          <InputNumber<number>
            min={0}
            precision={2}
            prefix="$"
            style={{ width: '100%' }}
            formatter={(value) =>
              value === undefined ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
            }
            parser={(value) => Number((value ?? '').replace(/[$,\s]/g, ''))}
          />
        </Form.Item>
      )}
    </>
  );
}

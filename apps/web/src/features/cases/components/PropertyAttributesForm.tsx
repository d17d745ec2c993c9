import { CheckOutlined, LoadingOutlined } from '@ant-design/icons';
import {
  CURRENCY_ATTRIBUTES,
  NUMERIC_ATTRIBUTE_MAX_CHARS,
  type TPropertyAttributeDefinition,
  type TPropertyDetail,
} from '@bidright/domain';
import { Col, DatePicker, Form, Input, Modal, Row, Select, Skeleton, Switch } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { useFeedback } from '../../../lib/use-feedback';
import { useAttributeDefinitions, useSavePropertyAttribute } from '../api/properties';

/** Attributes save this long after the last change (spec part 2 §5). */
export const ATTRIBUTE_SAVE_DEBOUNCE_MS = 500;
export const OTHER_EMPTY_WARNING = 'Since the "Other" value is empty, auto deselecting the "Other" option!';

type TValue = { value: string | null; otherValue: string | null };

const isCurrency = (name: string) => (CURRENCY_ATTRIBUTES as readonly string[]).includes(name);

/** Keeps only what a numeric attribute may hold; non-currency numbers are cut to 8 characters. */
export function sanitizeNumber(raw: string, definition: TPropertyAttributeDefinition): string {
  const isInt = definition.attributeType === 'IntField';
  let text = raw.replace(isInt ? /[^\d]/g : /[^\d.]/g, '');
  if (!isInt) {
    const dot = text.indexOf('.');
    if (dot >= 0) text = text.slice(0, dot + 1) + text.slice(dot + 1).replaceAll('.', '');
  }
  return isCurrency(definition.attributeName) ? text : text.slice(0, NUMERIC_ATTRIBUTE_MAX_CHARS);
}

function initialValues(property: TPropertyDetail): Record<string, TValue> {
  return Object.fromEntries(
    property.attributes.map((a) => [a.attributeId, { value: a.value, otherValue: a.otherValue }]),
  );
}

/**
 * The dynamic attributes form built from /api/propextattr: text, int, decimal, date, yes/no and dropdown
 * (with an 'Other' option asking for its text). Each change saves itself 500 ms after the last keystroke.
 */
export function PropertyAttributesForm({
  property,
  readOnly,
}: {
  property: TPropertyDetail;
  readOnly: boolean;
}) {
  const { message } = useFeedback();
  const definitions = useAttributeDefinitions();
  const save = useSavePropertyAttribute(property.id);
  const [values, setValues] = useState<Record<string, TValue>>(() => initialValues(property));
  const [saving, setSaving] = useState(0);
  const [otherFor, setOtherFor] = useState<{
    definition: TPropertyAttributeDefinition;
    optionId: string;
  } | null>(null);
  const [otherText, setOtherText] = useState('');
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  // Another property in the same editor: start from its values.
  const [shownId, setShownId] = useState(property.id);
  if (shownId !== property.id) {
    setShownId(property.id);
    setValues(initialValues(property));
  }

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const send = async (attributeId: string, next: TValue) => {
    setSaving((n) => n + 1);
    try {
      await save.mutateAsync({
        attributeId: Number(attributeId),
        value: next.value === '' ? null : next.value,
        otherValue: next.otherValue ?? undefined,
      });
    } catch {
      // The API client has shown the server's message; the field keeps what was typed.
    } finally {
      setSaving((n) => n - 1);
    }
  };

  const change = (attributeId: string, next: TValue, immediate = false) => {
    setValues((old) => ({ ...old, [attributeId]: next }));
    const existing = timers.current.get(attributeId);
    if (existing) clearTimeout(existing);
    if (immediate) {
      void send(attributeId, next);
      return;
    }
    timers.current.set(
      attributeId,
      setTimeout(() => {
        timers.current.delete(attributeId);
        void send(attributeId, next);
      }, ATTRIBUTE_SAVE_DEBOUNCE_MS),
    );
  };

  const closeOther = (confirmed: boolean) => {
    if (!otherFor) return;
    const text = otherText.trim();
    const id = otherFor.definition.attributeId;
    if (confirmed && text) {
      change(id, { value: otherFor.optionId, otherValue: text });
    } else {
      message.warning(OTHER_EMPTY_WARNING);
      const previous = values[id];
      // Deselect 'Other': clear it unless another option was chosen before.
      if (previous?.otherValue || !previous?.value) change(id, { value: null, otherValue: null });
    }
    setOtherFor(null);
    setOtherText('');
  };

  if (definitions.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!definitions.data?.length)
    return <Typography.Text type="secondary">No attributes are defined.</Typography.Text>;

  const field = (definition: TPropertyAttributeDefinition) => {
    const id = definition.attributeId;
    const current = values[id] ?? { value: null, otherValue: null };
    const label = definition.attributeDisplayName;
    switch (definition.attributeType) {
      case 'IntField':
      case 'DecimalField':
        return (
          <Input
            aria-label={label}
            inputMode={definition.attributeType === 'IntField' ? 'numeric' : 'decimal'}
            prefix={isCurrency(definition.attributeName) ? '$' : undefined}
            value={current.value ?? ''}
            disabled={readOnly}
            onChange={(event) =>
              change(id, { value: sanitizeNumber(event.target.value, definition), otherValue: null })
            }
          />
        );
      case 'DateField':
        return (
          <DatePicker
            aria-label={label}
            format="MM/DD/YYYY"
            style={{ width: '100%' }}
            value={current.value ? dayjs(current.value) : null}
            disabled={readOnly}
            onChange={(date) =>
              change(id, { value: date ? date.format('YYYY-MM-DD') : null, otherValue: null }, true)
            }
          />
        );
      case 'BoolField':
        return (
          <Switch
            aria-label={label}
            checkedChildren="Yes"
            unCheckedChildren="No"
            checked={current.value === 'true'}
            disabled={readOnly}
            onChange={(checked) => change(id, { value: String(checked), otherValue: null })}
          />
        );
      case 'DropdownField': {
        const other = definition.optionData.find((o) => o.value === 'Other');
        return (
          <>
            <Select
              aria-label={label}
              allowClear
              placeholder="Select"
              value={current.value ?? undefined}
              disabled={readOnly}
              options={definition.optionData.map((o) => ({ value: o.id, label: o.value }))}
              onChange={(optionId?: string) => {
                if (optionId && optionId === other?.id) {
                  setOtherText(current.value === optionId ? (current.otherValue ?? '') : '');
                  setOtherFor({ definition, optionId });
                  return;
                }
                change(id, { value: optionId ?? null, otherValue: null });
              }}
            />
            {current.value && current.value === other?.id && current.otherValue && (
              <Typography.Link
                style={{ fontSize: 12 }}
                disabled={readOnly}
                onClick={() => {
                  setOtherText(current.otherValue ?? '');
                  setOtherFor({ definition, optionId: other.id });
                }}
              >
                Other: {current.otherValue}
              </Typography.Link>
            )}
          </>
        );
      }
      default:
        return (
          <Input
            aria-label={label}
            value={current.value ?? ''}
            maxLength={500}
            disabled={readOnly}
            onChange={(event) => change(id, { value: event.target.value, otherValue: null })}
          />
        );
    }
  };

  return (
    <>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          {definitions.data.map((definition) => (
            <Col xs={24} sm={12} lg={8} key={definition.attributeId}>
              <Form.Item label={definition.attributeDisplayName} style={{ marginBottom: 16 }}>
                {field(definition)}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
      {!readOnly && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-live="polite">
          {saving > 0 ? (
            <>
              <LoadingOutlined /> Saving…
            </>
          ) : (
            <>
              <CheckOutlined /> Changes save automatically
            </>
          )}
        </Typography.Text>
      )}
      <Modal
        title={otherFor ? `Other ${otherFor.definition.attributeDisplayName}` : 'Other'}
        open={Boolean(otherFor)}
        onOk={() => closeOther(true)}
        onCancel={() => closeOther(false)}
        okText="Save"
        destroyOnHidden
      >
        <Input
          autoFocus
          placeholder="Please describe"
          value={otherText}
          maxLength={500}
          onChange={(event) => setOtherText(event.target.value)}
          onPressEnter={() => closeOther(true)}
          aria-label="Other value"
        />
      </Modal>
    </>
  );
}

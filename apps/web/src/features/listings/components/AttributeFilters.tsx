import {
  FILTER_GROUP_LABELS,
  filterGroupOf,
  intervalStep,
  type TPropertyAttributeDefinition,
} from '@bidright/domain';
import { Checkbox, Col, Flex, InputNumber, Row, Select } from 'antd';
import { Typography } from '../../../components/light-antd/Typography';
import type { TAttributeFilter } from '../lib/search-state';

const SEARCHABLE_TYPES = new Set(['IntField', 'DecimalField', 'DropdownField']);

function IntervalInputs({
  definition,
  value,
  onChange,
}: {
  definition: TPropertyAttributeDefinition;
  value: TAttributeFilter | undefined;
  onChange: (value: TAttributeFilter) => void;
}) {
  const step = intervalStep(definition.attributeName);
  const label = definition.attributeDisplayName;
  return (
    <Flex gap={6} align="center">
      <InputNumber
        aria-label={`${label} from`}
        placeholder="Min"
        min={0}
        step={step}
        value={value?.min ?? null}
        onChange={(min) => onChange({ ...value, min: min ?? null })}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Typography.Text type="secondary">–</Typography.Text>
      <InputNumber
        aria-label={`${label} to`}
        placeholder="Max"
        min={0}
        step={step}
        value={value?.max ?? null}
        onChange={(max) => onChange({ ...value, max: max ?? null })}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Flex>
  );
}

/**
 * The attribute filters in the spec's two groups (part 2 §9): Property (class, bedrooms, bathrooms, square
 * feet) and Asset (the rest), intervals with the spec's steps, dropdowns as choices, and 'Include Completed
 * Auctions'.
 */
export function AttributeFilters({
  definitions,
  value,
  onChange,
  includeCompleted,
  onIncludeCompletedChange,
}: {
  definitions: TPropertyAttributeDefinition[];
  value: Record<string, TAttributeFilter>;
  onChange: (value: Record<string, TAttributeFilter>) => void;
  includeCompleted: boolean;
  onIncludeCompletedChange: (include: boolean) => void;
}) {
  const searchable = definitions.filter((definition) => SEARCHABLE_TYPES.has(definition.attributeType));
  const set = (name: string, filter: TAttributeFilter) => onChange({ ...value, [name]: filter });
  return (
    <Flex vertical gap={16} data-testid="attribute-filters">
      {(['property', 'asset'] as const).map((group) => (
        <div key={group}>
          <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
            {FILTER_GROUP_LABELS[group]}
          </Typography.Text>
          <Row gutter={[12, 10]}>
            {searchable
              .filter((definition) => filterGroupOf(definition.attributeName) === group)
              .map((definition) => (
                <Col key={definition.attributeId} xs={24} sm={12}>
                  <Typography.Text
                    type="secondary"
                    style={{ fontSize: 12, display: 'block', marginBottom: 2 }}
                  >
                    {definition.attributeDisplayName}
                  </Typography.Text>
                  {definition.attributeType === 'DropdownField' ? (
                    <Select
                      mode="multiple"
                      allowClear
                      aria-label={definition.attributeDisplayName}
                      placeholder="Any"
                      style={{ width: '100%' }}
                      value={value[definition.attributeName]?.values ?? []}
                      options={definition.optionData.map((option) => ({
                        value: option.id,
                        label: option.value,
                      }))}
                      onChange={(values: string[]) => set(definition.attributeName, { values })}
                    />
                  ) : (
                    <IntervalInputs
                      definition={definition}
                      value={value[definition.attributeName]}
                      onChange={(filter) => set(definition.attributeName, filter)}
                    />
                  )}
                </Col>
              ))}
          </Row>
        </div>
      ))}
      <Checkbox
        checked={includeCompleted}
        onChange={(event) => onIncludeCompletedChange(event.target.checked)}
      >
        Include Completed Auctions
      </Checkbox>
    </Flex>
  );
}

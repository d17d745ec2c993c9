import { EditOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { formatAddress, type TPropertyDetail } from '@bidright/domain';
import { Button, Flex, Form, Space, Tag } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { type TPropertyAddressInput, useUpdateProperty } from '../api/properties';
import { applyFieldErrors } from './form-errors';
import { addressValues, PropertyAddressForm } from './PropertyAddressForm';
import { PropertyAttributesForm } from './PropertyAttributesForm';
import { PropertyPhotos } from './PropertyPhotos';
import { useCaseRoles } from './use-staff';

/** One property: address (editable while canEdit), the attributes form and the photos panel. */
export function PropertyEditor({ property, canEdit }: { property: TPropertyDetail; canEdit: boolean }) {
  const { isStaff } = useCaseRoles();
  const editable = isStaff && canEdit;
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<TPropertyAddressInput>();
  const update = useUpdateProperty(property.id);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await update.mutateAsync(values);
      toastSuccess('Successfully updated the property!');
      setEditing(false);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space>
            <EnvironmentOutlined />
            <span>Address</span>
            {property.isPrimary && <Tag color="blue">Primary</Tag>}
          </Space>
        }
        extra={
          editable &&
          !editing && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )
        }
      >
        {editing ? (
          <>
            <PropertyAddressForm key={property.id} form={form} initial={addressValues(property)} />
            <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 16 }}>
              <Button
                onClick={() => {
                  form.resetFields();
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
              <Button type="primary" loading={update.isPending} onClick={save}>
                Save
              </Button>
            </Space>
          </>
        ) : (
          <Flex vertical gap={4}>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {formatAddress(property)}
            </Typography.Text>
            <Typography.Text type="secondary">
              {property.county} County · {property.countryCode}
            </Typography.Text>
          </Flex>
        )}
      </Card>
      <Card title="Property Attributes">
        <PropertyAttributesForm property={property} readOnly={!editable} />
      </Card>
      <Card title={`Photos (${property.imageData.length})`}>
        <PropertyPhotos property={property} canManage={editable} />
      </Card>
    </Flex>
  );
}

import { DeleteOutlined, ExportOutlined, HomeOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import {
  formatCityLine,
  LOT_MESSAGES,
  type TCaseDetail,
  type TCaseLot,
  type TPropertyDetail,
} from '@bidright/domain';
import { Badge, Button, Card, Col, Empty, Flex, Form, Modal, Row, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import {
  type TPropertyAddressInput,
  useCreateProperty,
  useDeleteProperty,
  useLotProperties,
  useSetPrimaryProperty,
} from '../api/properties';
import { applyFieldErrors } from './form-errors';
import { LotDetailsCard } from './LotDetailsCard';
import { PropertyAddressForm } from './PropertyAddressForm';
import { PropertyEditor } from './PropertyEditor';
import { quiet } from './quiet';
import { useCaseRoles } from './use-staff';

function CreatePropertyModal({
  lotId,
  open,
  onClose,
  onCreated,
}: {
  lotId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (property: TPropertyDetail) => void;
}) {
  const [form] = Form.useForm<TPropertyAddressInput>();
  const create = useCreateProperty(lotId);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const property = await create.mutateAsync(values);
      toastSuccess('Successfully created the property!');
      onCreated(property);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Modal
      title="Property Address"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Create Property"
      confirmLoading={create.isPending}
      destroyOnHidden
      width={720}
    >
      <PropertyAddressForm form={form} />
    </Modal>
  );
}

/**
 * The Lot Properties tab: lot details and actions, the property list (Primary badge, Set as Primary,
 * Delete Property, Create New Property) and the selected property's address, attributes and photos.
 */
export function LotPropertiesTab({
  kase,
  lot,
  onLotDeleted,
}: {
  kase: TCaseDetail;
  lot: TCaseLot;
  onLotDeleted?: () => void;
}) {
  const { isStaff, isAdmin } = useCaseRoles();
  const { modal } = useFeedback();
  const properties = useLotProperties(lot.id);
  const setPrimary = useSetPrimaryProperty();
  const remove = useDeleteProperty();
  const [selectedId, setSelectedId] = useState<string>();
  const [creating, setCreating] = useState(false);
  const editable = isStaff && kase.canEdit;
  const list = properties.data ?? [];
  const selected = list.find((p) => p.id === selectedId) ?? list.find((p) => p.isPrimary) ?? list[0];

  const canDelete = (property: TPropertyDetail) =>
    !property.isPrimary || (list.length === 1 && lot.lotStatus === 'Draft');

  const confirmDelete = (property: TPropertyDetail) =>
    modal.confirm({
      title: 'Delete Property',
      content: `Are you sure you want to delete ${property.streetLine1}? Its photos and attributes are deleted too.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: quiet(async () => {
        await remove.mutateAsync(property.id);
        toastSuccess('Successfully deleted the property!');
        if (selectedId === property.id) setSelectedId(undefined);
      }),
    });

  const confirmPrimary = (property: TPropertyDetail) =>
    modal.confirm({
      title: 'Set as Primary',
      content: `Make ${property.streetLine1} the lot's primary property? Bidders see it first.`,
      onOk: quiet(async () => {
        await setPrimary.mutateAsync(property.id);
        toastSuccess('Successfully set the primary property!');
      }),
    });

  return (
    <Flex vertical gap={16}>
      <LotDetailsCard kase={kase} lot={lot} onDeleted={onLotDeleted} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card
            title={`Property List (${list.length})`}
            styles={{ body: { padding: properties.isLoading || list.length === 0 ? 24 : 0 } }}
            actions={
              editable
                ? [
                    <div key="create" style={{ paddingInline: 16 }}>
                      <Button type="dashed" block icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                        Create New Property
                      </Button>
                    </div>,
                  ]
                : undefined
            }
          >
            {properties.isLoading ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : list.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  editable
                    ? 'No properties yet. Create the first one; it becomes the primary.'
                    : 'No properties.'
                }
              />
            ) : (
              // A plain list: antd 6 deprecates List.
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.map((property) => {
                  const active = property.id === selected?.id;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the Open link below does the same by keyboard
                    <li
                      key={property.id}
                      onClick={() => setSelectedId(property.id)}
                      style={{
                        borderBottom: '1px solid #f0f0f0',
                        cursor: 'pointer',
                        padding: '12px 16px',
                        background: active ? '#eef3fb' : undefined,
                        borderInlineStart: active ? '3px solid #1f4e8c' : '3px solid transparent',
                      }}
                    >
                      <Flex vertical gap={6} style={{ width: '100%' }}>
                        <Flex justify="space-between" align="start" gap={8}>
                          <Typography.Text strong>
                            <HomeOutlined /> {property.streetLine1}
                          </Typography.Text>
                          {property.isPrimary && <Badge count="Primary" color="#1f4e8c" />}
                        </Flex>
                        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                          {formatCityLine(property)} · {property.imageData.length} photo(s)
                        </Typography.Text>
                        <Flex gap={4} wrap onClick={(event) => event.stopPropagation()}>
                          {!isAdmin && (
                            <Link to={`/cases/${kase.id}/lots/${lot.id}/properties/${property.id}`}>
                              <Button
                                size="small"
                                type="link"
                                icon={<ExportOutlined />}
                                style={{ paddingInline: 0 }}
                              >
                                Open
                              </Button>
                            </Link>
                          )}
                          {editable && !property.isPrimary && (
                            <Button
                              size="small"
                              type="link"
                              icon={<StarOutlined />}
                              onClick={() => confirmPrimary(property)}
                            >
                              Set as Primary
                            </Button>
                          )}
                          {editable && (
                            <Tooltip
                              title={canDelete(property) ? undefined : LOT_MESSAGES.primaryPropertyDelete}
                            >
                              <Button
                                size="small"
                                type="link"
                                danger
                                icon={<DeleteOutlined />}
                                disabled={!canDelete(property)}
                                onClick={() => confirmDelete(property)}
                              >
                                Delete Property
                              </Button>
                            </Tooltip>
                          )}
                        </Flex>
                      </Flex>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          {properties.isLoading ? (
            <Card>
              <Skeleton active paragraph={{ rows: 8 }} />
            </Card>
          ) : selected ? (
            <PropertyEditor key={selected.id} property={selected} canEdit={kase.canEdit} />
          ) : (
            <Card>
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="Select or create a property to see its details."
              />
            </Card>
          )}
        </Col>
      </Row>
      <CreatePropertyModal
        lotId={lot.id}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(property) => {
          setCreating(false);
          setSelectedId(property.id);
        }}
      />
    </Flex>
  );
}

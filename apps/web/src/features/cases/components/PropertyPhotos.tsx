import { DeleteOutlined, InboxOutlined, StarFilled } from '@ant-design/icons';
import { LOT_MESSAGES, type TPropertyDetail } from '@bidright/domain';
import type { UploadProps } from 'antd';
import {
  Button,
  Checkbox,
  Col,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  Progress,
  Row,
  Tag,
  Tooltip,
  Upload,
} from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import { useDeletePropertyImage } from '../api/properties';
import { useUploadPropertyImage } from '../api/property-images';
import { quiet } from './quiet';

export const PHOTO_HEIGHT = 150;

/** Photos of a property: a grid (150 px high), drag-and-drop upload with progress, main photo, delete. */
export function PropertyPhotos({ property, canManage }: { property: TPropertyDetail; canManage: boolean }) {
  const { modal } = useFeedback();
  const upload = useUploadPropertyImage();
  const remove = useDeletePropertyImage();
  const [form] = Form.useForm<{ description: string; isMain: boolean }>();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const photos = property.imageData;

  const beforeUpload: UploadProps['beforeUpload'] = async () => {
    try {
      await form.validateFields();
      return true;
    } catch {
      return Upload.LIST_IGNORE;
    }
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const real = file as File;
    const values = form.getFieldsValue();
    setProgress({ name: real.name, percent: 0 });
    try {
      const image = await upload.mutateAsync({
        input: {
          propertyId: property.id,
          description: values.description.trim(),
          // The first photo is always the main one.
          isMain: photos.length === 0 ? true : Boolean(values.isMain),
          file: real,
        },
        options: { onProgress: (percent) => setProgress({ name: real.name, percent }) },
      });
      onSuccess?.(image);
      form.resetFields();
      toastSuccess('Successfully uploaded the photo!');
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="property-photos">
      {photos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No photos yet." />
      ) : (
        <Image.PreviewGroup>
          <Row gutter={[12, 12]}>
            {photos.map((photo) => (
              <Col xs={12} md={8} xl={6} key={photo.id}>
                <div
                  style={{
                    position: 'relative',
                    borderRadius: 8,
                    overflow: 'hidden',
                    border: photo.isMain ? '2px solid #1f4e8c' : '1px solid #f0f0f0',
                    background: '#fafafa',
                  }}
                >
                  <Image
                    src={photo.url}
                    alt={photo.description ?? 'Property photo'}
                    height={PHOTO_HEIGHT}
                    width="100%"
                    style={{ objectFit: 'cover', display: 'block' }}
                  />
                  {photo.isMain && (
                    <Tag
                      color="#1f4e8c"
                      icon={<StarFilled />}
                      style={{ position: 'absolute', top: 8, left: 8 }}
                    >
                      Main
                    </Tag>
                  )}
                  {canManage && (
                    <Tooltip title="Delete photo">
                      <Button
                        size="small"
                        danger
                        shape="circle"
                        icon={<DeleteOutlined />}
                        style={{ position: 'absolute', top: 8, right: 8 }}
                        aria-label={`Delete photo ${photo.description ?? ''}`}
                        onClick={() =>
                          modal.confirm({
                            title: 'Delete Photo',
                            content: 'Are you sure you want to delete this photo?',
                            okText: 'Delete',
                            okButtonProps: { danger: true },
                            onOk: quiet(async () => {
                              await remove.mutateAsync(photo.id);
                              toastSuccess('Successfully deleted the photo!');
                            }),
                          })
                        }
                      />
                    </Tooltip>
                  )}
                  <Typography.Text
                    ellipsis
                    style={{ display: 'block', padding: '6px 8px', fontSize: 13, background: '#fff' }}
                  >
                    {photo.description || '—'}
                  </Typography.Text>
                </div>
              </Col>
            ))}
          </Row>
        </Image.PreviewGroup>
      )}
      {canManage && (
        <Form form={form} layout="vertical" initialValues={{ description: '', isMain: false }}>
          <Row gutter={16} align="bottom">
            <Col xs={24} md={16}>
              <Form.Item
                name="description"
                label="Photo description"
                rules={[{ required: true, whitespace: true, message: LOT_MESSAGES.photoDescriptionRequired }]}
              >
                <Input maxLength={500} placeholder="e.g. Front view" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="isMain" valuePropName="checked">
                <Checkbox disabled={photos.length === 0}>
                  {photos.length === 0 ? 'Main photo (first photo)' : 'Set as main photo'}
                </Checkbox>
              </Form.Item>
            </Col>
          </Row>
          <Upload.Dragger
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple={false}
            showUploadList={false}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
            disabled={Boolean(progress)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Click or drag a photo here to upload</p>
            <p className="ant-upload-hint">JPEG, PNG, WebP or GIF, up to 10 MB. Enter a description first.</p>
          </Upload.Dragger>
          {progress && (
            <div style={{ marginTop: 8 }}>
              <Typography.Text type="secondary">{progress.name}</Typography.Text>
              <Progress percent={progress.percent} size="small" />
            </div>
          )}
        </Form>
      )}
    </Flex>
  );
}

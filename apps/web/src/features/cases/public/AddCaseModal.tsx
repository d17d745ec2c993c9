import { CASE_MESSAGES, type TCaseBody } from '@bidright/domain';
import { Alert, Form, Input, Modal, Select, Skeleton } from 'antd';
import { Link } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCaseDuplicates, useClientsLookup, useCreateCase } from '../api/cases';
import { AttorneySelect } from '../components/AttorneySelect';
import { applyFieldErrors } from '../components/form-errors';
import { CaseStatusTag } from './StatusTags';

type TValues = {
  clientId?: string;
  attorneyId?: string;
  caseNumber: string;
  county: string;
  fileNumber: string;
};

/** Shows the company's cases that already use this case number in this county. */
function DuplicateCheck({ caseNumber, county }: { caseNumber: string; county: string }) {
  const number = useDebouncedValue(caseNumber.trim(), 500);
  const place = useDebouncedValue(county.trim(), 500);
  const { data, isFetching } = useCaseDuplicates(number, place);
  if (!number || !place) return null;
  if (isFetching && !data) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (!data) return null;
  if (data.length === 0) return <Alert type="success" showIcon title={CASE_MESSAGES.noDuplicates} />;
  return (
    <Alert
      type="warning"
      showIcon
      title={`Found ${data.length} case(s) with this case number in ${place} County:`}
      description={
        // A plain list: antd 6 deprecates List.
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.map((row) => (
            <li
              key={row.id}
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '6px 0' }}
            >
              <span>
                <Link to={`/cases/${row.id}`} target="_blank">
                  {row.caseNumber}
                </Link>
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                  {row.firmName}
                  {row.fileNumber ? ` · File ${row.fileNumber}` : ''}
                </Typography.Text>
              </span>
              <CaseStatusTag status={row.caseStatus} />
            </li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * 'Add Case': the client (law firm, searchable), its attorney (optional), case number, county and file
 * number, with a live duplicate check.
 */
export function AddCaseModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const [form] = Form.useForm<TValues>();
  const clients = useClientsLookup(open);
  const create = useCreateCase();
  const caseNumber = Form.useWatch('caseNumber', form) ?? '';
  const county = Form.useWatch('county', form) ?? '';
  const clientId = Form.useWatch('clientId', form);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const body: TCaseBody = {
        clientId: Number(values.clientId),
        caseNumber: values.caseNumber.trim(),
        county: values.county.trim(),
        fileNumber: values.fileNumber.trim(),
        attorneyId: values.attorneyId ? Number(values.attorneyId) : undefined,
      };
      const { id } = await create.mutateAsync(body);
      toastSuccess('Successfully created the case!');
      form.resetFields();
      onCreated(id);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Modal
      title="Add Case"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Create Case"
      confirmLoading={create.isPending}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" requiredMark="optional" preserve={false}>
        <Form.Item
          name="clientId"
          label="Client"
          rules={[{ required: true, message: CASE_MESSAGES.clientRequired }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Search and select the client (law firm)"
            loading={clients.isLoading}
            notFoundContent={clients.isLoading ? undefined : 'No clients linked to your company'}
            options={clients.data?.map((c) => ({ value: c.id, label: c.name }))}
            // Another firm's attorney cannot stay selected.
            onChange={() => form.setFieldValue('attorneyId', undefined)}
          />
        </Form.Item>
        <Form.Item name="attorneyId" label="Attorney">
          <AttorneySelect clientId={clientId} />
        </Form.Item>
        <Form.Item
          name="caseNumber"
          label="Case Number"
          rules={[{ required: true, whitespace: true, message: CASE_MESSAGES.caseNumberRequired }]}
        >
          <Input placeholder="e.g. 2026CH01234" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="county"
          label="County"
          rules={[{ required: true, whitespace: true, message: CASE_MESSAGES.countyRequired }]}
        >
          <Input placeholder="e.g. Cook" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="fileNumber"
          label="File Number"
          rules={[{ required: true, whitespace: true, message: CASE_MESSAGES.fileNumberRequired }]}
        >
          <Input placeholder="Law firm file number" maxLength={50} />
        </Form.Item>
        <DuplicateCheck caseNumber={caseNumber} county={county} />
      </Form>
    </Modal>
  );
}

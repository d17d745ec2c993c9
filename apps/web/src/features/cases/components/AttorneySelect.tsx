import { Select, type SelectProps } from 'antd';
import { useClientAttorneys } from '../api/cases';

/**
 * The case form's optional attorney: one of the chosen client's attorneys (primary first), searchable by
 * name or e-mail. Disabled until a client is chosen. Use as the control of a `Form.Item`.
 */
export function AttorneySelect({
  clientId,
  ...props
}: { clientId: string | undefined } & Omit<SelectProps<string>, 'options'>) {
  const attorneys = useClientAttorneys(clientId);
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={clientId ? 'Select the attorney (optional)' : 'Select the client first'}
      disabled={!clientId}
      loading={attorneys.isLoading}
      notFoundContent={attorneys.isLoading ? undefined : 'The client has no attorneys'}
      options={attorneys.data?.data.map((a) => ({
        value: a.id,
        label: `${a.firstName} ${a.lastName}${a.isPrimary ? ' (Primary)' : ''} · ${a.email}`,
      }))}
      {...props}
    />
  );
}

import type { TLotDocument } from '@bidright/domain';
import type { TableProps } from 'antd';
import { Alert, Flex, Input } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { formatFileSize } from '../../../lib/format';
import { useDeleteLotDocument, useLotDocuments, useUploadLotDocument } from '../api/documents';
import { DocumentTable, DocumentUploadDragger } from './DocumentTable';
import { useCaseRoles } from './use-staff';

/** Shown instead of the upload while the winner's deposit or payment is past due. */
export const UPLOAD_BLOCKED_PAST_DUE =
  'Document upload is unavailable while a payment of this lot is past due.';

/**
 * Documents attached to one lot, with description and upload (staff). A past-due sale hides the upload
 * (spec part 2 §4).
 */
export function LotDocuments({ lotId, isPastDue = false }: { lotId: string; isPastDue?: boolean }) {
  const { isStaff } = useCaseRoles();
  const docs = useLotDocuments(lotId);
  const upload = useUploadLotDocument();
  const remove = useDeleteLotDocument();
  const [description, setDescription] = useState('');

  const uploadFile = (file: File, onProgress: (percent: number) => void) =>
    upload.mutateAsync({ input: { lotId, description: description.trim(), file }, options: { onProgress } });

  const columns: NonNullable<TableProps<TLotDocument>['columns']> = [
    { title: 'Description', dataIndex: 'description', render: (d: string | null) => d || '—' },
    { title: 'Size', dataIndex: 'fileSize', width: 100, render: (n: number) => formatFileSize(n) },
    { title: 'Uploaded by', dataIndex: 'createdBy', width: 140 },
  ];

  return (
    <Flex vertical gap={16}>
      {isStaff && isPastDue && <Alert type="warning" showIcon title={UPLOAD_BLOCKED_PAST_DUE} />}
      {isStaff && !isPastDue && (
        <Card title="Upload Lot Document" size="small">
          <Flex vertical gap={12}>
            <Input
              placeholder="Description (optional)"
              value={description}
              maxLength={500}
              onChange={(event) => setDescription(event.target.value)}
            />
            <DocumentUploadDragger upload={uploadFile} onUploaded={() => setDescription('')} />
          </Flex>
        </Card>
      )}
      <Card title="Lot Documents">
        <DocumentTable<TLotDocument>
          documents={docs.data}
          loading={docs.isFetching}
          columns={columns}
          onDelete={isStaff ? (doc) => remove.mutateAsync(doc.id) : undefined}
          emptyText="No lot documents yet."
        />
      </Card>
    </Flex>
  );
}

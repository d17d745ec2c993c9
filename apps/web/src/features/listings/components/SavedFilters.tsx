import { DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { LISTING_MESSAGES, type TBidderSearchCriteria, type TSavedFilter } from '@bidright/domain';
import { Button, Flex, Input, Modal, Popconfirm, Select, Tooltip } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/notifier';
import { useSavedFilterMutations, useSavedFilters } from '../api/listings';

/** Saved filters: apply one, save the current search, rename or delete the applied one. */
export function SavedFilters({
  current,
  appliedId,
  onApply,
}: {
  current: TBidderSearchCriteria;
  appliedId: string | null;
  onApply: (filter: TSavedFilter | null) => void;
}) {
  const filters = useSavedFilters();
  const { create, rename, remove } = useSavedFilterMutations();
  const [dialog, setDialog] = useState<'save' | 'rename' | null>(null);
  const [name, setName] = useState('');
  const applied = filters.data?.find((filter) => filter.id === appliedId) ?? null;

  const submit = async () => {
    if (dialog === 'save') {
      const saved = await create.mutateAsync({ name, savedFilter: current });
      toastSuccess(LISTING_MESSAGES.filterSaved);
      onApply(saved);
    } else if (dialog === 'rename' && applied) {
      await rename.mutateAsync({ id: applied.id, name });
      toastSuccess(LISTING_MESSAGES.filterUpdated);
    }
    setDialog(null);
  };

  return (
    // One row at any width (the select gives way on a phone), so the search's first paint can keep its place.
    <Flex gap={8} align="center" data-testid="saved-filters">
      <Select
        aria-label="Saved filters"
        placeholder="Saved filters"
        allowClear
        loading={filters.isLoading}
        style={{ flex: '1 1 150px', minWidth: 0 }}
        value={appliedId ?? undefined}
        options={filters.data?.map((filter) => ({ value: filter.id, label: filter.name }))}
        onChange={(id?: string) => onApply(filters.data?.find((filter) => filter.id === id) ?? null)}
      />
      <Button
        icon={<SaveOutlined />}
        onClick={() => {
          setName('');
          setDialog('save');
        }}
      >
        Save filter
      </Button>
      <Tooltip title="Rename the applied filter">
        <Button
          aria-label="Rename filter"
          icon={<EditOutlined />}
          disabled={!applied}
          onClick={() => {
            setName(applied?.name ?? '');
            setDialog('rename');
          }}
        />
      </Tooltip>
      <Popconfirm
        title="Delete this saved filter?"
        disabled={!applied}
        onConfirm={async () => {
          if (!applied) return;
          await remove.mutateAsync(applied.id);
          toastSuccess(LISTING_MESSAGES.filterDeleted);
          onApply(null);
        }}
      >
        <Button aria-label="Delete filter" danger icon={<DeleteOutlined />} disabled={!applied} />
      </Popconfirm>
      <Modal
        open={dialog !== null}
        title={dialog === 'save' ? 'Save filter' : 'Rename filter'}
        okText={dialog === 'save' ? 'Save' : 'Rename'}
        confirmLoading={create.isPending || rename.isPending}
        onOk={submit}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Input
          autoFocus
          aria-label="Filter name"
          placeholder={`Saved filter ${(filters.data?.length ?? 0) + 1}`}
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={submit}
        />
      </Modal>
    </Flex>
  );
}

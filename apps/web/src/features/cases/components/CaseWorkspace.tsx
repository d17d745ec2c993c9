import { ExclamationCircleOutlined } from '@ant-design/icons';
import { formatAddress, type TCaseDetail } from '@bidright/domain';
import { Alert, Breadcrumb, Button, Col, Flex, Result, Row, Select, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LightTabs } from '../../../components/LightTabs';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { ApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';
import { useCaseActivityLogs, useLotActivity } from '../api/activity-logs';
import { useCase } from '../api/cases';
import { CaseStatusTag, LotStatusTag } from '../public/StatusTags';
import { ActivityLogList } from './ActivityLogList';
import { CaseDocuments } from './CaseDocuments';
import { CaseInfoCard } from './CaseInfoCard';
import { CaseLotsPanel } from './CaseLotsPanel';
import { CaseNotes } from './CaseNotes';
import { CaseProgress } from './CaseProgress';
import { CaseStatusActions } from './CaseStatusActions';
import { lotName } from './LotDetailsCard';
import { LotDocuments } from './LotDocuments';
import { LotPropertiesTab } from './LotPropertiesTab';
import { isLotPastDue } from './LotSaleDetails';
import { LotEditProvider } from './lot-edit';
import { useCaseRoles } from './use-staff';

// The plaintiff's credit bids (ADR 0074) load apart, and only for a case with a lot in an auction.
const CaseCreditBids = lazy(async () => ({
  default: (await import('../../credit-bids/public/CaseCreditBids')).CaseCreditBids,
}));

function LotActivityTab({ lotId }: { lotId: string }) {
  const logs = useLotActivity(lotId);
  return (
    <Card title="Lot Activity Logs">
      <ActivityLogList logs={logs.data} loading={logs.isLoading} />
    </Card>
  );
}

function NotesAndActivity({ kase }: { kase: TCaseDetail }) {
  const { isStaff } = useCaseRoles();
  const logs = useCaseActivityLogs(kase.id);
  return (
    <Card styles={{ body: { paddingTop: 4 } }}>
      <Tabs
        items={[
          {
            key: 'notes',
            label: `Case Notes${kase.notesCount ? ` (${kase.notesCount})` : ''}`,
            children: <CaseNotes caseId={kase.id} canAdd={isStaff} />,
          },
          {
            key: 'activity',
            label: 'Activity Logs',
            children: <ActivityLogList logs={logs.data} loading={logs.isLoading} />,
          },
        ]}
      />
    </Card>
  );
}

/** The lot picker at the end of the breadcrumb. */
function LotPicker({
  kase,
  lotId,
  onSelectLot,
}: {
  kase: TCaseDetail;
  lotId: string | null;
  onSelectLot: (lotId: string | null) => void;
}) {
  return (
    <Select
      size="small"
      variant="borderless"
      value={lotId ?? ''}
      onChange={(value: string) => onSelectLot(value || null)}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120 }}
      aria-label="Select lot"
      options={[
        { value: '', label: kase.lots.length ? 'Select lot' : 'No lots' },
        ...kase.lots.map((lot, index) => ({
          value: lot.id,
          label: (
            <Flex gap={8} align="center">
              <span>{lotName(lot, index)}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {lot.property ? lot.property.streetLine1 : 'No property'}
              </Typography.Text>
            </Flex>
          ),
        })),
      ]}
    />
  );
}

/**
 * Case detail, shared by /cases/{caseId} (lot from ?lotId=) and /cases/{caseId}/lots/{lotId}:
 * breadcrumb with lot picker, progress, banners, status actions and the case or lot tabs.
 */
export function CaseWorkspace({
  caseId,
  lotId,
  onSelectLot,
}: {
  caseId: string;
  lotId: string | null;
  onSelectLot: (lotId: string | null) => void;
}) {
  const { data: kase, isLoading, error } = useCase(caseId);
  // A law firm's client reads its cases from the dashboard, an admin from the host company's page; neither
  // sees the staff's working notices.
  const { isClient, isAdmin, caseBase } = useCaseRoles();
  const listLink = isClient
    ? { to: '/dashboard', label: 'Dashboard' }
    : isAdmin
      ? { to: kase ? `/admin/companies/${kase.companyId}` : '/admin/companies', label: 'Company' }
      : { to: '/cases', label: 'Cases' };
  const trail = isClient
    ? []
    : isAdmin
      ? [{ title: <Link to="/admin/companies">Companies</Link> }]
      : [{ title: <Link to="/auctions">Auctions</Link> }];
  usePageTitle(kase ? `Case ${kase.caseNumber}` : null);
  const [caseTab, setCaseTab] = useState('details');
  const [lotTab, setLotTab] = useState('properties');

  if (isLoading) {
    return (
      <Flex vertical gap={16}>
        <Skeleton.Input active size="small" style={{ width: 320 }} />
        <Card>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </Flex>
    );
  }
  if (!kase) {
    const status = error instanceof ApiError ? error.status : 0;
    return (
      <Result
        status={status === 403 ? '403' : status === 404 ? '404' : 'error'}
        title={status === 404 ? 'Case not found' : 'The case could not be loaded'}
        subTitle={error instanceof ApiError ? error.message : undefined}
        extra={
          <Link to={listLink.to}>
            <Button type="primary">Back to {listLink.label}</Button>
          </Link>
        }
      />
    );
  }

  const lotIndex = lotId ? kase.lots.findIndex((l) => l.id === lotId) : -1;
  const lot = lotIndex >= 0 ? kase.lots[lotIndex] : undefined;
  const draftCount = kase.lots.filter((l) => l.lotStatus === 'Draft').length;

  return (
    <LotEditProvider>
      <Flex vertical gap={16}>
        <Breadcrumb
          items={[
            ...trail,
            { title: <Link to={listLink.to}>{listLink.label}</Link> },
            {
              title: lot ? (
                <Link to={`${caseBase}/${kase.id}`} onClick={() => onSelectLot(null)}>
                  {kase.caseNumber}
                </Link>
              ) : (
                kase.caseNumber
              ),
            },
            { title: <LotPicker kase={kase} lotId={lot ? lot.id : null} onSelectLot={onSelectLot} /> },
          ]}
        />
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <div>
            <Flex align="center" gap={12} wrap>
              <Typography.Title level={1} style={{ margin: 0 }}>
                {lot ? `${lotName(lot, lotIndex)} · ${kase.caseNumber}` : `Case ${kase.caseNumber}`}
              </Typography.Title>
              {lot ? (
                <LotStatusTag status={lot.lotStatus} isPostponed={lot.isPostponed} />
              ) : (
                <CaseStatusTag status={kase.caseStatus} />
              )}
            </Flex>
            <Typography.Text type="secondary">
              {lot?.property
                ? formatAddress(lot.property)
                : `${kase.caseFirmName} · ${kase.county} County${kase.fileNumber ? ` · File ${kase.fileNumber}` : ''}`}
            </Typography.Text>
          </div>
          <CaseStatusActions kase={kase} lotSelected={Boolean(lot)} />
        </Flex>
        <CaseProgress kase={kase} />
        {!isClient && !isAdmin && draftCount > 0 && kase.caseStatus !== 'Cancelled' && (
          <Alert
            type="warning"
            showIcon
            icon={<ExclamationCircleOutlined />}
            title={`${draftCount} unpublished lot${draftCount === 1 ? '' : 's'}`}
            description="Draft lots are not visible to bidders. Publish a lot once it has an auction date and a property."
          />
        )}
        {lotId && !lot && <Alert type="error" showIcon title="This lot is not part of the case." />}
        {lot ? (
          // The shared LightTabs wrap on a phone, where antd's Tabs put a "more" button in the tab list.
          <LightTabs
            activeKey={lotTab}
            onChange={setLotTab}
            items={[
              {
                key: 'properties',
                label: 'Lot Properties',
                children: <LotPropertiesTab kase={kase} lot={lot} onLotDeleted={() => onSelectLot(null)} />,
              },
              {
                key: 'documents',
                label: 'Lot Documents',
                children: <LotDocuments lotId={lot.id} isPastDue={isLotPastDue(lot)} />,
              },
              { key: 'activity', label: 'Lot Activity Logs', children: <LotActivityTab lotId={lot.id} /> },
            ]}
          />
        ) : (
          <Tabs
            activeKey={caseTab}
            onChange={setCaseTab}
            destroyOnHidden
            items={[
              {
                key: 'details',
                label: 'Case Details',
                children: (
                  <Row gutter={[16, 16]}>
                    <Col xs={24} xl={15}>
                      <Flex vertical gap={16}>
                        <CaseInfoCard kase={kase} />
                        <CaseLotsPanel kase={kase} onOpenLot={onSelectLot} />
                        {kase.lots.some((l) => l.auction) && (
                          <Suspense fallback={null}>
                            <CaseCreditBids caseId={kase.id} />
                          </Suspense>
                        )}
                      </Flex>
                    </Col>
                    <Col xs={24} xl={9}>
                      <NotesAndActivity kase={kase} />
                    </Col>
                  </Row>
                ),
              },
              { key: 'documents', label: 'Case Documents', children: <CaseDocuments caseId={kase.id} /> },
            ]}
          />
        )}
      </Flex>
    </LotEditProvider>
  );
}

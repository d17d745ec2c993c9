import { Empty, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { CountedTitle } from '../../../components/CountedTitle';
import { LightTabs } from '../../../components/LightTabs';
import { useVerificationQueue } from '../api/verifications';
import { IdentityReviewCard } from '../components/IdentityReviewCard';
import { PapersReviewCard } from '../components/PapersReviewCard';

/**
 * /admin/verifications (ADR 0072): identity checks whose bank owners did not match the registration, and
 * entity grantees' papers, each approved or denied with a reason.
 */
export function AdminVerificationsPage() {
  const { data, isLoading } = useVerificationQueue();
  const [tab, setTab] = useState('identity');
  const identity = data?.identity ?? [];
  const papers = data?.papers ?? [];
  return (
    <Flex vertical gap={16}>
      <CountedTitle title="Verifications" total={data ? identity.length + papers.length : undefined} />
      {isLoading ? (
        <Skeleton active />
      ) : (
        <LightTabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'identity',
              label: `Identity (${identity.length})`,
              children: (
                <Flex vertical gap={16}>
                  {identity.length === 0 && <Empty description="No identity checks to review" />}
                  {identity.map((evidence) => (
                    <IdentityReviewCard key={evidence.id} evidence={evidence} />
                  ))}
                </Flex>
              ),
            },
            {
              key: 'papers',
              label: `Entity papers (${papers.length})`,
              children: (
                <Flex vertical gap={16}>
                  {papers.length === 0 && <Empty description="No entity papers to review" />}
                  {papers.map((entry) => (
                    <PapersReviewCard key={entry.profileId} papers={entry} />
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}

import type { TPapersReview } from '@bidright/domain';
import { Flex } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { DecisionButtons } from './DecisionButtons';

/** An entity grantee's papers waiting for an admin: who, which entity, a signed link to the PDF. */
export function PapersReviewCard({ papers }: { papers: TPapersReview }) {
  return (
    <Card title={papers.entityName} data-testid="papers-review">
      <Flex vertical gap={12}>
        <Typography.Text>Bidder: {papers.bidderName}</Typography.Text>
        {papers.fileUrl ? (
          <Typography.Link href={papers.fileUrl} target="_blank" rel="noopener noreferrer">
            Open the papers (PDF)
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">No file uploaded</Typography.Text>
        )}
        <DecisionButtons kind="papers" id={papers.profileId} who={papers.entityName} />
      </Flex>
    </Card>
  );
}

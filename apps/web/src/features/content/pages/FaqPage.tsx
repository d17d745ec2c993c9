import { Collapse, Empty, Skeleton } from 'antd';
import { LinkButton } from '../../../components/LinkButton';
import { useHelps } from '../api/content';
import { ContentShell } from '../components/ContentShell';

/** /faq: the questions and answers an admin keeps (spec part 3 §2). */
export function FaqPage() {
  const helps = useHelps();
  return (
    <ContentShell title="Frequently Asked Questions" subtitle="Answers to what bidders ask us most.">
      {helps.isLoading ? (
        <Skeleton active />
      ) : helps.data?.length ? (
        <Collapse
          data-testid="faq-list"
          defaultActiveKey={helps.data[0] ? [helps.data[0].id] : []}
          items={helps.data.map((help) => ({
            key: help.id,
            label: help.question,
            children: <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{help.answer}</p>,
          }))}
        />
      ) : (
        <Empty description="No questions yet." />
      )}
      <div style={{ marginTop: 32 }}>
        <LinkButton to="/help-center" type="primary">
          Still have a question? Contact us
        </LinkButton>
      </div>
    </ContentShell>
  );
}

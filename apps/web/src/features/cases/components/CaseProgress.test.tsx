import type { TCaseDetail } from '@bidright/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseProgress } from './CaseProgress';

/** The steps' titles as a screen reader reads them, in order. */
function stepTitles(container: HTMLElement) {
  return [...container.querySelectorAll('.ant-steps-item-title')].map((title) => title.textContent);
}

describe('CaseProgress', () => {
  it("says each step's state in words, not by the circle's colour alone", () => {
    const kase = { caseStatus: 'Approved', progressStep: 'PostAuction' } as TCaseDetail;
    const { container } = render(<CaseProgress kase={kase} />);
    expect(stepTitles(container)).toEqual([
      'New, done',
      'Listed, done',
      'Post Auction, current step',
      'Court, to come',
      'Deed Ready, to come',
      'Closed, to come',
    ]);
  });

  it('marks every step done once the case is closed', () => {
    const kase = { caseStatus: 'Closed', progressStep: 'Closed' } as TCaseDetail;
    const { container } = render(<CaseProgress kase={kase} />);
    expect(stepTitles(container).every((title) => title?.endsWith(', done'))).toBe(true);
  });
});

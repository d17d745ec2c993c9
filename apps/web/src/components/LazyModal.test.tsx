import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyModal } from './LazyModal';

const dialogs = () => document.querySelectorAll('.ant-modal');

describe('LazyModal', () => {
  it('draws nothing until first opened, then the dialog, and keeps it once closed', async () => {
    const { rerender } = render(
      <LazyModal open={false} title="Share">
        Link
      </LazyModal>,
    );
    expect(dialogs()).toHaveLength(0);

    rerender(
      <LazyModal open title="Share">
        Link
      </LazyModal>,
    );
    expect((await screen.findByRole('dialog')).textContent).toContain('Link');

    rerender(
      <LazyModal open={false} title="Share">
        Link
      </LazyModal>,
    );
    // Still there, hidden by antd after its closing animation, rather than torn down mid-animation.
    expect(dialogs()).toHaveLength(1);
  });
});

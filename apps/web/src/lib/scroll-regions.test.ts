import { describe, expect, it } from 'vitest';
import { focusScrollBoxes, watchScrollBoxes } from './scroll-regions';

const table = () => {
  const wrapper = document.createElement('div');
  wrapper.innerHTML =
    '<div class="ant-table-content"><table><tbody><tr><td>1</td></tr></tbody></table></div>';
  return wrapper;
};

describe('scroll regions', () => {
  it("gives antd's table scroll box a tab stop and a name, and leaves one that has a tab stop alone", () => {
    const root = document.createElement('div');
    root.append(table());
    const own = document.createElement('div');
    own.className = 'ant-table-body';
    own.tabIndex = -1;
    root.append(own);
    focusScrollBoxes(root);
    const box = root.querySelector<HTMLElement>('.ant-table-content')!;
    expect(box.tabIndex).toBe(0);
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('aria-label')).toBe('Table, scrolls sideways');
    expect(own.tabIndex).toBe(-1);
  });

  it('reaches a table drawn after it started watching', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const stop = watchScrollBoxes(root);
    root.append(table());
    await expect.poll(() => root.querySelector<HTMLElement>('.ant-table-content')!.tabIndex).toBe(0);
    stop();
    root.remove();
  });
});

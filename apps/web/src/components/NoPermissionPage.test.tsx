import { NO_PERMISSION_MESSAGE } from '@bidright/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoPermissionPage } from './NoPermissionPage';

describe('NoPermissionPage', () => {
  it("says the request is not permitted as the page's one heading", () => {
    render(<NoPermissionPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(NO_PERMISSION_MESSAGE);
    expect(NO_PERMISSION_MESSAGE).toBe('You have no permission to complete the request!');
  });
});

import { NO_PERMISSION_MESSAGE } from '@bidright/domain';
import { Result } from 'antd';

/**
 * The permission screen: shown where the caller may not see a page, whether their role is not one it serves or
 * its calls answer 403 (another host's auction). The words are the API client's 403 notice.
 */
export function NoPermissionPage() {
  return (
    <Result
      status="403"
      // The page's one h1, in the look of antd's result title.
      title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{NO_PERMISSION_MESSAGE}</h1>}
    />
  );
}

import { DEMO_ACCOUNTS_PATH, type TDemoAccount, ZDemoAccounts } from '@bidright/domain/demo-accounts';
import { type CSSProperties, useEffect, useState } from 'react';

type TProps = {
  /** The admin login offers the admin account; /login every other one. */
  admin: boolean;
  onPick: (account: TDemoAccount) => void;
};

// Plain markup with its own styles, as the login page loads no antd styles on arrival; and this file is in
// no production build, so its styles stay out of the app's stylesheet too.
const LIST: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const BUTTON: CSSProperties = {
  padding: '4px 10px',
  border: '1px dashed #8aa4c8',
  borderRadius: 6,
  background: '#f5f8fc',
  color: '#1f4e8c',
  font: 'inherit',
  fontSize: 13,
  cursor: 'pointer',
};

/**
 * The demo-account shortcuts under the login form (spec part 3 §9: "test-account shortcuts show on the login
 * page only when the build is not production"): one click fills the form with a demo user. The list comes
 * from the development server (GET /dev/demo-accounts), which a production server does not have; when it
 * answers nothing, nothing shows. LoginPage loads this file only outside a production build.
 */
export function DemoAccounts({ admin, onPick }: TProps) {
  const [accounts, setAccounts] = useState<TDemoAccount[]>([]);

  useEffect(() => {
    let isCurrent = true;
    const load = async () => {
      try {
        const response = await fetch(DEMO_ACCOUNTS_PATH);
        return response.ok ? ZDemoAccounts.parse(await response.json()).accounts : [];
      } catch {
        return []; // no development server behind this page: no shortcuts
      }
    };
    void load().then((found) => {
      if (isCurrent) setAccounts(found);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const shown = accounts.filter((account) => (account.role === 'Admin') === admin);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="demo-accounts-title" data-testid="demo-accounts" style={{ marginTop: 20 }}>
      <h2 id="demo-accounts-title" style={{ margin: '0 0 8px', fontSize: 14, fontWeight: 600 }}>
        Demo accounts
      </h2>
      <ul style={LIST}>
        {shown.map((account) => (
          <li key={account.userName}>
            <button
              type="button"
              style={BUTTON}
              title={`Fill in ${account.userName}`}
              onClick={() => onPick(account)}
            >
              {account.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

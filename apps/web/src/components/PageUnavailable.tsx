/**
 * What a page shows when its code cannot be fetched: the phone is offline (the service worker keeps only the
 * shell and the pages already opened, issue 41) or a release replaced the files while the tab stayed open.
 * Plain elements on purpose: antd's stylesheet may be one of the files that could not be fetched.
 */
export function PageUnavailable() {
  return (
    <section className="page-unavailable" role="alert" style={{ padding: '48px 16px', textAlign: 'center' }}>
      <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>This page could not be loaded</h1>
      <p style={{ margin: '0 0 16px' }}>Check your connection, then reload the page.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}

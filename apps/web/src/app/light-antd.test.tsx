import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { Card as AntCard, Modal as AntModal, Typography as AntTypography } from 'antd';
import { Fragment, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Card } from '../components/light-antd/Card';
import { Typography } from '../components/light-antd/Typography';
import { AppProviders } from './providers';

/**
 * The light parts against antd's own, in the app's providers (its theme, zero-runtime): the same markup,
 * attribute for attribute, but for antd's hash class (no rule of the static stylesheet selects it) and its
 * theme class `css-var-…` (the light parts inherit the theme's variables from the App root instead, and their
 * component variables come from light-antd.css; both are tested below).
 */
/** An element's markup with its attributes in order and without antd's hash class. */
function canonical(node: Element): string {
  const attributes = [...node.attributes]
    .map(({ name, value }) =>
      name === 'class'
        ? `class="${value
            .split(' ')
            .filter((one) => !/^css-(dev-only-do-not-override-[a-z0-9]+|[a-z0-9]+|var-[\w-]+)$/.test(one))
            .join(' ')}"`
        : `${name}="${value}"`,
    )
    .sort();
  const children = [...node.childNodes]
    .map((child) => (child.nodeType === 1 ? canonical(child as Element) : child.textContent))
    .join('');
  return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
}

/** Renders antd's and the light part side by side in one tree (one theme key) and compares their markup. */
function expectSameMarkup(antd: ReactElement, light: ReactElement) {
  const { getByTestId, unmount } = render(
    <AppProviders>
      <div data-testid="antd">{antd}</div>
      <div data-testid="light">{light}</div>
    </AppProviders>,
  );
  const markupOf = (side: string) => [...getByTestId(side).children].map(canonical).join('');
  const expected = markupOf('antd');
  expect(expected).toMatch(/class="ant-/);
  expect(markupOf('light')).toBe(expected);
  unmount();
}

type TCase = [name: string, antd: ReactElement, light: ReactElement];

const T = AntTypography;
const L = Typography;

describe('the light Typography', () => {
  it.each<TCase>([
    ['plain text', <T.Text key="a">Plain</T.Text>, <L.Text key="l">Plain</L.Text>],
    [
      'secondary strong text with a style and test id',
      <T.Text key="a" type="secondary" strong style={{ fontSize: 12 }} data-testid="t">
        Balance
      </T.Text>,
      <L.Text key="l" type="secondary" strong style={{ fontSize: 12 }} data-testid="t">
        Balance
      </L.Text>,
    ],
    ...(['success', 'warning', 'danger'] as const).map(
      (type): TCase => [
        `${type} text`,
        <T.Text key="a" type={type}>
          x
        </T.Text>,
        <L.Text key="l" type={type}>
          x
        </L.Text>,
      ],
    ),
    [
      'every decoration at once',
      <T.Text key="a" strong code mark delete underline italic keyboard>
        all
      </T.Text>,
      <L.Text key="l" strong code mark delete underline italic keyboard>
        all
      </L.Text>,
    ],
    [
      'a one-line ellipsis with id, role and tab stop',
      <T.Text key="a" ellipsis strong id="n" role="status" tabIndex={0} style={{ display: 'block' }}>
        A long name
      </T.Text>,
      <L.Text key="l" ellipsis strong id="n" role="status" tabIndex={0} style={{ display: 'block' }}>
        A long name
      </L.Text>,
    ],
    [
      'a paragraph',
      <T.Paragraph key="a" type="secondary" style={{ marginBottom: 0 }}>
        Words <strong>and</strong> more
      </T.Paragraph>,
      <L.Paragraph key="l" type="secondary" style={{ marginBottom: 0 }}>
        Words <strong>and</strong> more
      </L.Paragraph>,
    ],
    [
      'a paragraph cut at three lines',
      <T.Paragraph key="a" type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
        Long text
      </T.Paragraph>,
      <L.Paragraph key="l" type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
        Long text
      </L.Paragraph>,
    ],
    ...([1, 2, 3, 4, 5] as const).map(
      (level): TCase => [
        `a level ${level} title`,
        <T.Title key="a" level={level} id="h" style={{ margin: 0 }}>
          Title
        </T.Title>,
        <L.Title key="l" level={level} id="h" style={{ margin: 0 }}>
          Title
        </L.Title>,
      ],
    ),
    ['a title of no level', <T.Title key="a">Title</T.Title>, <L.Title key="l">Title</L.Title>],
    [
      'a link to a new tab',
      <T.Link key="a" href="https://example.com" target="_blank" ellipsis>
        Stream
      </T.Link>,
      <L.Link key="l" href="https://example.com" target="_blank" ellipsis>
        Stream
      </L.Link>,
    ],
    [
      'a disabled link with its own rel',
      <T.Link key="a" href="/x" rel="noopener" disabled style={{ fontSize: 12 }}>
        Link
      </T.Link>,
      <L.Link key="l" href="/x" rel="noopener" disabled style={{ fontSize: 12 }}>
        Link
      </L.Link>,
    ],
  ])('draws %s as antd does', (_name, antd, light) => expectSameMarkup(antd, light));
});

describe('the light Card', () => {
  it.each<TCase>([
    ['an empty card', <AntCard key="a" />, <Card key="l" />],
    ['a card of nothing', <AntCard key="a">{null}</AntCard>, <Card key="l">{null}</Card>],
    [
      'a card of an empty fragment',
      <AntCard key="a">
        <Fragment key="f">{false}</Fragment>
      </AntCard>,
      <Card key="l">
        <Fragment key="f">{false}</Fragment>
      </Card>,
    ],
    [
      'a titled card',
      <AntCard key="a" title="Profile" data-testid="profile-card">
        Body
      </AntCard>,
      <Card key="l" title="Profile" data-testid="profile-card">
        Body
      </Card>,
    ],
    [
      'a small card with extra, styles and a style',
      <AntCard
        key="a"
        size="small"
        title={<span>Lots</span>}
        extra={<a href="/lots">All</a>}
        styles={{ body: { padding: 8 }, header: { minHeight: 0 }, title: { whiteSpace: 'normal' } }}
        style={{ height: '100%' }}
        id="c"
      >
        <p>one</p>
        <p>two</p>
      </AntCard>,
      <Card
        key="l"
        size="small"
        title={<span>Lots</span>}
        extra={<a href="/lots">All</a>}
        styles={{ body: { padding: 8 }, header: { minHeight: 0 }, title: { whiteSpace: 'normal' } }}
        style={{ height: '100%' }}
        id="c"
      >
        <p>one</p>
        <p>two</p>
      </Card>,
    ],
    [
      'a card with extra only',
      <AntCard key="a" extra="More">
        x
      </AntCard>,
      <Card key="l" extra="More">
        x
      </Card>,
    ],
    [
      'a loading card',
      <AntCard key="a" title="My Profile" loading>
        Hidden
      </AntCard>,
      <Card key="l" title="My Profile" loading>
        Hidden
      </Card>,
    ],
    [
      'a borderless card',
      <AntCard key="a" variant="borderless">
        x
      </AntCard>,
      <Card key="l" variant="borderless">
        x
      </Card>,
    ],
    [
      'a hoverable button card with a cover',
      <AntCard
        key="a"
        hoverable
        role="button"
        tabIndex={0}
        aria-label="Open"
        aria-current="true"
        data-lot-id="4"
        cover={<img alt="" src="/a.png" />}
      >
        x
      </AntCard>,
      <Card
        key="l"
        hoverable
        role="button"
        tabIndex={0}
        aria-label="Open"
        aria-current="true"
        data-lot-id="4"
        cover={<img alt="" src="/a.png" />}
      >
        x
      </Card>,
    ],
  ])('draws %s as antd does', (_name, antd, light) => expectSameMarkup(antd, light));
});

describe('the theme reaches the light parts', () => {
  it('from the App root that holds the theme class, in a page as in a modal', () => {
    const { getByTestId } = render(
      <AppProviders>
        <Card data-testid="card">
          <Typography.Text data-testid="text">x</Typography.Text>
        </Card>
        <AntModal open title="Dialog">
          <Typography.Text data-testid="in-modal">x</Typography.Text>
        </AntModal>
      </AppProviders>,
    );
    for (const testId of ['card', 'text', 'in-modal'])
      expect(getByTestId(testId).closest('[class*="css-var-"]'), testId).not.toBeNull();
  });
});

describe('the component variables of light-antd.css', () => {
  /** The variables of a rule of `css` whose selector ends in `selectorEnd`, as name → value. */
  const variablesOf = (css: string, selectorEnd: string) =>
    Object.fromEntries(
      [
        ...(css.match(new RegExp(`${selectorEnd.replace('.', '\\.')}\\s*\\{([^}]*)\\}`))?.[1] ?? '').matchAll(
          /(--[\w-]+):\s*([^;]+);/g,
        ),
      ].map((match) => [match[1], match[2]!.replace(/,\s*/g, ',').trim()]),
    );

  it('are the values antd registers for the app theme', () => {
    render(
      <AppProviders>
        <AntCard title="t">x</AntCard>
        <AntTypography.Text>x</AntTypography.Text>
      </AppProviders>,
    );
    const registered = [...document.head.querySelectorAll('style')]
      .map((style) => style.textContent)
      .join('\n');
    const ours = readFileSync(
      join(import.meta.dirname, '..', 'components', 'light-antd', 'light-antd.css'),
      'utf8',
    );
    for (const component of ['.ant-card', '.ant-typography']) {
      const expected = variablesOf(registered, component);
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(variablesOf(ours, component)).toEqual(expected);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('writes the five characters HTML reads as markup as character references', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('1200 W Madison St, Chicago · Unit 4')).toBe('1200 W Madison St, Chicago · Unit 4');
  });
});

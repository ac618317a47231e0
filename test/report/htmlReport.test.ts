import { describe, expect, it } from 'vitest';
import { htmlReport } from '../../src/report/htmlReport.js';
import { escapeHtml } from '../../src/report/escapeHtml.js';

describe('htmlReport', () => {
  it('is one self-contained page with escaped headings', () => {
    const html = htmlReport({ title: 'A & B', sections: [{ heading: '<x>', html: '<p>kept</p>' }] });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<h2>&lt;x&gt;</h2>');
    expect(html).toContain('<p>kept</p>');
    expect(html).not.toMatch(/<script|<link|src=|href=/);
  });
  it('escapes every special character', () => {
    expect(escapeHtml(`<"'&>`)).toBe('&lt;&quot;&#39;&amp;&gt;');
  });
});

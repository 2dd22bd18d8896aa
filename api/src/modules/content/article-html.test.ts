import assert from 'node:assert/strict';
import { test } from 'node:test';
import { articleHtml } from './article-html.ts';

test('Markdown becomes HTML: headings one level down, emphasis, lists, tables, line breaks', () => {
  assert.equal(
    articleHtml('# Title\n\nOne **two** _three_ ~~four~~'),
    '<h2>Title</h2>\n<p>One <strong>two</strong> <em>three</em> <del>four</del></p>',
  );
  assert.equal(articleHtml('- a\n- b'), '<ul>\n<li>a</li>\n<li>b</li>\n</ul>');
  assert.equal(articleHtml('line one\nline two'), '<p>line one<br />line two</p>');
  assert.match(articleHtml('| a |\n|---|\n| 1 |'), /<table>[\s\S]*<td>1<\/td>/);
});

test('links: other sites open apart with no opener; this site in place; others lose their href', () => {
  assert.equal(
    articleHtml('[site](https://example.com)'),
    '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
  );
  assert.equal(
    articleHtml('[gallery](#/pages/index/media)'),
    '<p><a href="#/pages/index/media">gallery</a></p>',
  );
  assert.equal(articleHtml('<a href="/x" target="_top" rel="opener">x</a>'), '<p><a href="/x">x</a></p>');
  for (const href of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
  ])
    assert.doesNotMatch(articleHtml(`<a href="${href}">x</a>`), /href/, href);
});

test('scripts, handlers, styles, frames and foreign pictures are removed', () => {
  assert.equal(articleHtml('<script>alert(1)</script>after'), 'after');
  assert.equal(
    articleHtml('<img src="/uploads/a.png" onerror="alert(1)">'),
    '<img src="/uploads/a.png" loading="lazy" />',
  );
  assert.equal(articleHtml('<p style="color:red" class="x" onclick="y()">p</p>'), '<p>p</p>');
  assert.equal(
    articleHtml(
      '<iframe src="/"></iframe><object data="x"></object><style>*{}</style><svg onload="x()"></svg>',
    ),
    '',
  );
  assert.equal(
    articleHtml('![a](https://evil.example/a.png)![b](data:image/png;base64,AA)![c](//evil.example/c.png)'),
    '<p></p>',
  );
  assert.equal(articleHtml('<form action="/x"><input name="q"><button>go</button></form>'), 'go');
});

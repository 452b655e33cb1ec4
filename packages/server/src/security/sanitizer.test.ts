import type { Msg } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/server.ts';

const { s, admin } = useTestServer({}, ['admin']);

/** Stores a message as the console's editor would send it; returns the content as saved. */
async function stored(content: string): Promise<string> {
  const r = await s.call<Msg>('/msg/msg', {
    token: admin.token,
    body: {
      msgType: 'NOTIFY',
      title: 'sanitiser',
      content: `${content}<p>keep</p>`,
      receiverIds: [admin.userId],
    },
  });
  expect(r.status, r.body.msg).toBe(200);
  expect(r.body.isSuccess, r.body.msg).toBe(true);
  return r.body.data.content;
}

/** Hostile markup, and what must not survive it. */
const corpus: [name: string, html: string, forbidden: RegExp][] = [
  [
    'full-page overlay by style',
    '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;background:white">Log in again</div>',
    /position|z-index|top:|left:|width:|height:/i,
  ],
  ['absolute positioning', '<p style="position: absolute; inset: 0">x</p>', /position|inset/i],
  [
    'transform and margin tricks',
    '<p style="transform:translate(-50%);margin-top:-999px">x</p>',
    /transform|margin/i,
  ],
  ['css url()', '<p style="background-image:url(https://evil.example/x.png)">x</p>', /url\(|evil/i],
  ['css expression', '<p style="color: expression(alert(1))">x</p>', /expression|alert/i],
  ['escaped css', '<p style="pos\\69 tion:fixed">x</p>', /fixed|\\/i],
  ['class names of the console', '<div class="fixed inset-0 z-50">x</div>', /class|fixed|inset/i],
  ['ids', '<div id="root">x</div>', /id=/i],
  ['style element', '<style>body{display:none}</style>x', /<style|display/i],
  ['script', '<script>alert(1)</script>', /script|alert/i],
  [
    'event handlers',
    '<img src="x.png" onerror="alert(1)"><b onmouseover="alert(2)">b</b>',
    /onerror|onmouseover|alert/i,
  ],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript|alert/i],
  [
    'obfuscated javascript: link',
    '<a href="jav&#x09;ascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(2)">y</a>',
    /script|alert/i,
  ],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', /vbscript|msgbox/i],
  ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', /data:/i],
  ['data: svg image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', /data:/i],
  [
    'inline svg with script',
    '<svg onload="alert(1)"><script>alert(2)</script><circle r="5"/></svg>',
    /svg|alert|circle/i,
  ],
  [
    'svg use with href',
    '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>"/></svg>',
    /svg|use|alert/i,
  ],
  [
    'math ml',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    /math|onerror|alert/i,
  ],
  ['iframe', '<iframe src="https://evil.example"></iframe>', /iframe|evil/i],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', /object|embed|swf/i],
  [
    'form',
    '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
    /form|input|button|evil/i,
  ],
  [
    'meta refresh and base',
    '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
    /meta|base|evil/i,
  ],
  ['nested tags', '<scr<script>ipt>alert(1)</scr</script>ipt>', /<script|alert\(1\)<\/script/i],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">', /onerror/i],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', /onerror/i],
  [
    'srcdoc and formaction',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe><a formaction="javascript:x">y</a>',
    /srcdoc|formaction|alert/i,
  ],
];

describe('rich-text sanitiser (stored message HTML)', () => {
  for (const [name, html, forbidden] of corpus) {
    it(`removes ${name}`, async () => {
      const saved = await stored(html);
      expect(saved).not.toMatch(forbidden);
      expect(saved).toContain('<p>keep</p>');
    });
  }

  it('keeps harmless formatting: colour, alignment, emphasis, links and images', async () => {
    const saved = await stored(
      '<p style="color: #c00; text-align: center; font-weight: bold">red</p>' +
        '<a href="https://example.com/a" target="_blank">link</a><img src="/api/file/x.png" alt="x">' +
        '<ul><li><em>one</em></li></ul><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">',
    );
    expect(saved).toContain('style="color: #c00; text-align: center; font-weight: bold"');
    expect(saved).toContain('href="https://example.com/a"');
    expect(saved).toContain('rel="noopener noreferrer"');
    expect(saved).toContain('<img src="/api/file/x.png" alt="x">');
    expect(saved).toContain('<li><em>one</em></li>');
    expect(saved).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });
});

import type { MailMessage, Mailbox } from '@vernissage/core/schemas';
import { escapeHtml } from '../../lib/html.ts';

const STYLE = `body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1b1a18;background:#faf8f4}
main{display:grid;grid-template-columns:minmax(260px,380px) 1fr;min-height:100vh}
nav{border-right:1px solid #e6e1d7;overflow:auto;max-height:100vh}
h1{font:500 22px Georgia,serif;margin:0;padding:20px}
form{padding:0 20px 12px;display:flex;gap:8px}input{flex:1;padding:6px 8px}
a.item{display:block;padding:10px 20px;border-top:1px solid #e6e1d7;color:inherit;text-decoration:none}
a.item[aria-current]{background:#efe9dd}a.item small{display:block;color:#6b665e}
section{padding:24px 32px;min-width:0}pre{white-space:pre-wrap;background:#fff;border:1px solid #e6e1d7;padding:16px}
iframe{width:100%;height:60vh;border:1px solid #e6e1d7;background:#fff}
@media(max-width:800px){main{grid-template-columns:1fr}nav{max-height:40vh}}`;

function item(summary: Mailbox['items'][number], selectedId: number | undefined, to: string): string {
  const href = `/dev/mailbox?id=${summary.id}${to ? `&to=${encodeURIComponent(to)}` : ''}`;
  const current = summary.id === selectedId ? ' aria-current="true"' : '';
  return `<a class="item" href="${escapeHtml(href)}"${current}><strong>${escapeHtml(summary.subject)}</strong><small>${escapeHtml(summary.to)} · ${escapeHtml(summary.template)} · ${escapeHtml(new Date(summary.createdAt).toLocaleString('en-US'))}</small></a>`;
}

/**
 * The development mailbox as a page: every composed e-mail, newest first, and the chosen one's
 * text, with its HTML in a sandboxed frame. Outside production only (the routes check).
 */
export function mailboxPage(product: string, list: Mailbox, selected: MailMessage | null, to: string): string {
  const body = selected
    ? `<h2>${escapeHtml(selected.subject)}</h2><p>To ${escapeHtml(selected.to)}</p><pre>${escapeHtml(selected.text)}</pre>${
        selected.html ? `<iframe title="HTML version" sandbox src="/dev/mailbox/${selected.id}/html"></iframe>` : ''
      }`
    : `<p>${list.total ? 'Choose a message.' : 'No e-mail has been composed yet.'}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Mailbox · ${escapeHtml(product)}</title><style>${STYLE}</style></head>
<body><main><nav><h1>Development mailbox</h1><form method="get" action="/dev/mailbox"><input name="to" type="email" placeholder="Only to this address" value="${escapeHtml(to)}" aria-label="Only to this address"><button>Filter</button></form>
${list.items.map((summary) => item(summary, selected?.id, to)).join('\n')}</nav><section>${body}</section></main></body></html>`;
}

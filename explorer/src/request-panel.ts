/** The exact API request a view made, as a link, a copyable `curl` line, and JSON and CSV links. */
import { csvUrl, curlLine } from './api-client.js';
import { element } from './form/fields.js';

export function renderRequestPanel(panel: HTMLElement, request: string): void {
  const absolute = new URL(request, location.origin).href;
  const curl = element('input', {
    id: 'curl',
    type: 'text',
    readonly: '',
    value: curlLine(absolute),
    'aria-label': 'curl command',
  });
  const copy = element('button', { type: 'button', id: 'copy-curl' }, 'Copy');
  copy.addEventListener('click', () => {
    curl.select();
    const done = () => (copy.textContent = 'Copied');
    if (navigator.clipboard === undefined) {
      document.execCommand('copy');
      done();
    } else navigator.clipboard.writeText(curl.value).then(done, () => document.execCommand('copy'));
  });
  panel.replaceChildren(
    element('h2', {}, 'API request'),
    element('p', {}, element('code', { id: 'api-request' }, `GET ${request}`)),
    element('div', { class: 'curl' }, curl, copy),
    element(
      'p',
      { class: 'links' },
      element('a', { id: 'json-link', href: request }, 'JSON'),
      ' · ',
      element('a', { id: 'csv-link', href: csvUrl(request) }, 'CSV'),
    ),
  );
}

/**
 * The exact API request a view made, as a link, a copyable `curl` line, and JSON and CSV links; and the API
 * key field (kept in this tab's session storage, sent as X-API-Key; the curl line names $ATSS_API_KEY instead).
 */
import { apiKey, csvUrl, curlLine, downloadLink, setApiKey } from './api-client.js';
import { element } from './form/fields.js';

export function renderRequestPanel(
  panel: HTMLElement,
  request: string,
  fileName: string,
  onKey: () => void,
): void {
  const absolute = new URL(request, location.origin).href;
  const curl = element('input', {
    id: 'curl',
    type: 'text',
    readonly: '',
    value: curlLine(absolute, apiKey() !== ''),
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
  const key = element('input', {
    id: 'api-key',
    type: 'password',
    autocomplete: 'off',
    spellcheck: 'false',
    value: apiKey(),
    'aria-describedby': 'api-key-help',
  });
  key.addEventListener('change', () => {
    setApiKey(key.value.trim());
    onKey();
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
      downloadLink(csvUrl(request), fileName, 'CSV', 'csv-link'),
    ),
    element(
      'div',
      { class: 'field api-key' },
      element('label', { for: 'api-key' }, 'API key'),
      key,
      element(
        'p',
        { class: 'note', id: 'api-key-help' },
        'Only when the service asks for one: kept in this tab until it closes, sent as X-API-Key (downloads too), never in a URL. The curl line reads it from $ATSS_API_KEY.',
      ),
    ),
  );
}

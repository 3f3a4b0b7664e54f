/**
 * Plot's tips, reachable by keyboard. Plot draws a mark's tip (`tip: true`) where its pointer transform finds
 * the pointer, and offers no keyboard access to it (0.6.17: the transform listens to pointer events only), so
 * the keyboard moves that pointer: the chart is one tab stop, the arrow keys step through its points (Home
 * and End to the ends, Escape hides the tip), and a focused link inside the chart (an airport on the map)
 * shows its own tip. Each step puts the pointer on the mark's centre, where Plot picks that mark's point and
 * draws its tip as it would for a mouse; the tip's text is read into a live region for screen readers.
 */
import { element } from '../form/fields.js';

/** The marks that carry tips, in the order the arrow keys visit them. */
const TIP_MARKS = 'g[aria-label="dot"] circle, g[aria-label="bar"] rect';

const centre = (mark: Element): { clientX: number; clientY: number } => {
  const box = mark.getBoundingClientRect();
  return { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
};

/** The tip's lines as one sentence, once Plot has drawn it (it measures its text in a later frame). */
async function tipText(svg: SVGSVGElement): Promise<string> {
  for (let frame = 0; frame < 3; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const lines = [...svg.querySelectorAll('g[aria-label="tip"] text > tspan')].map((line) =>
      (line.textContent ?? '').replace(/\u200b/g, '').trim(),
    );
    if (lines.length > 0) return lines.filter((line) => line !== '').join('; ');
  }
  return '';
}

/**
 * Plot wraps a mark with an `href` in an SVG link and puts the mark's `ariaLabel` on the mark itself: each
 * link takes its mark's label as its own name, so no link in a chart is unnamed (WCAG 2.4.4, axe link-name).
 */
function nameLinks(chart: Element): void {
  for (const link of chart.querySelectorAll('a')) {
    const name = link.querySelector('[aria-label]')?.getAttribute('aria-label');
    if (!link.hasAttribute('aria-label') && name) link.setAttribute('aria-label', name);
  }
}

/**
 * Plot names its layers with `aria-label` on plain `g` elements (`dot`, `line`, `tip`), where ARIA forbids a
 * name (axe aria-prohibited-attr): each becomes a named group, kept so as Plot redraws its tips.
 */
export function groupNamedLayers(chart: Element): void {
  const mark = () => {
    for (const layer of chart.querySelectorAll('g[aria-label]:not([role])'))
      layer.setAttribute('role', 'group');
  };
  mark();
  new MutationObserver(mark).observe(chart, { childList: true, subtree: true });
}

/**
 * `chart` (what Plot.plot returned, or a box of several: small multiples) inside a focusable box that shows
 * its tips by keyboard; `name` says what the chart is, for the box's label. The arrow keys go through every
 * plot in the box in turn; each tip is drawn by the plot of its mark.
 */
export function withKeyboardTips(chart: Element, name: string): HTMLElement {
  nameLinks(chart);
  groupNamedLayers(chart);
  const status = element('p', { class: 'visually-hidden tip-status', 'aria-live': 'polite' });
  const box = element(
    'div',
    {
      class: 'keyboard-tips',
      tabindex: '0',
      role: 'group',
      'aria-label': `${name}: arrow keys read each point`,
    },
    chart,
    status,
  );
  let index = -1;
  /** The plot whose tip is showing. */
  let shown: SVGSVGElement | undefined;
  const marks = () => [...chart.querySelectorAll<SVGGraphicsElement>(TIP_MARKS)];
  const leave = () => shown?.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
  const point = async (mark: SVGGraphicsElement | undefined) => {
    const svg = mark?.ownerSVGElement ?? undefined;
    if (mark === undefined || svg === undefined) return;
    if (shown !== svg) leave();
    shown = svg;
    svg.dispatchEvent(
      new PointerEvent('pointermove', { ...centre(mark), pointerType: 'mouse', bubbles: true }),
    );
    status.textContent = await tipText(svg);
  };
  const hide = () => {
    index = -1;
    leave();
    shown = undefined;
    status.textContent = '';
  };
  box.addEventListener('keydown', (event) => {
    const all = marks();
    const last = all.length - 1;
    const next: Record<string, number> = {
      ArrowRight: Math.min(index + 1, last),
      ArrowDown: Math.min(index + 1, last),
      ArrowLeft: Math.max(index - 1, 0),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') return hide();
    if (!(event.key in next) || last < 0) return;
    event.preventDefault();
    index = next[event.key] ?? 0;
    void point(all[index]);
  });
  // a link inside the chart (the map's airports) shows its own tip when it has the focus
  chart.addEventListener('focusin', (event) => {
    const mark = (event.target as Element).querySelector?.<SVGGraphicsElement>(TIP_MARKS) ?? undefined;
    index = mark === undefined ? index : marks().indexOf(mark);
    void point(mark);
  });
  box.addEventListener('focusout', (event) => {
    if (!box.contains(event.relatedTarget as Node | null)) hide();
  });
  return box;
}

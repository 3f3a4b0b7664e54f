/** A small Prometheus registry: counters, gauges and histograms with labels, rendered in the text format. */
type Labels = Readonly<Record<string, string>>;

const labelText = (labels: Labels): string => {
  const entries = Object.entries(labels);
  return entries.length === 0
    ? ''
    : `{${entries.map(([k, v]) => `${k}="${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n')}"`).join(',')}}`;
};

class Series<T> {
  readonly values = new Map<string, { labels: Labels; value: T }>();
  constructor(private readonly initial: () => T) {}
  at(labels: Labels): { labels: Labels; value: T } {
    const key = labelText(labels);
    let entry = this.values.get(key);
    if (!entry) {
      entry = { labels, value: this.initial() };
      this.values.set(key, entry);
    }
    return entry;
  }
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class MetricsRegistry {
  private readonly counters = new Map<string, { help: string; series: Series<number> }>();
  private readonly gauges = new Map<
    string,
    { help: string; read: () => { labels: Labels; value: number }[] }
  >();
  private readonly histograms = new Map<
    string,
    { help: string; series: Series<{ buckets: number[]; sum: number; count: number }> }
  >();

  counter(name: string, help: string): (labels?: Labels, by?: number) => void {
    const metric = { help, series: new Series(() => 0) };
    this.counters.set(name, metric);
    return (labels = {}, by = 1) => {
      metric.series.at(labels).value += by;
    };
  }

  gauge(name: string, help: string, read: () => { labels: Labels; value: number }[]): void {
    this.gauges.set(name, { help, read });
  }

  histogram(name: string, help: string): (seconds: number, labels?: Labels) => void {
    const metric = {
      help,
      series: new Series(() => ({ buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 })),
    };
    this.histograms.set(name, metric);
    return (seconds, labels = {}) => {
      const entry = metric.series.at(labels).value;
      LATENCY_BUCKETS.forEach((bound, i) => {
        if (seconds <= bound) entry.buckets[i]! += 1;
      });
      entry.sum += seconds;
      entry.count += 1;
    };
  }

  render(): string {
    const lines: string[] = [];
    for (const [name, { help, series }] of this.counters) {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
      for (const { labels, value } of series.values.values())
        lines.push(`${name}${labelText(labels)} ${value}`);
    }
    for (const [name, { help, read }] of this.gauges) {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`);
      for (const { labels, value } of read()) lines.push(`${name}${labelText(labels)} ${value}`);
    }
    for (const [name, { help, series }] of this.histograms) {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} histogram`);
      for (const { labels, value } of series.values.values()) {
        LATENCY_BUCKETS.forEach((bound, i) =>
          lines.push(`${name}_bucket${labelText({ ...labels, le: String(bound) })} ${value.buckets[i]}`),
        );
        lines.push(`${name}_bucket${labelText({ ...labels, le: '+Inf' })} ${value.count}`);
        lines.push(
          `${name}_sum${labelText(labels)} ${value.sum}`,
          `${name}_count${labelText(labels)} ${value.count}`,
        );
      }
    }
    return `${lines.join('\n')}\n`;
  }
}

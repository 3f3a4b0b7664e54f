import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The download folder's manifest (`downloads.json`): one entry per kept file, so that the next run asks the
 * server only whether a file changed (a conditional request) and ingests only what is not in the store yet.
 * Written to a temp file and renamed over, so a killed run leaves the previous manifest or the new one.
 */
export interface DownloadEntry {
  readonly url: string;
  /** Bytes on disk. */
  readonly size: number;
  /** SHA-256 of the file, hex. */
  readonly sha256: string;
  readonly etag?: string;
  readonly lastModified?: string;
  readonly downloadedAt: string;
  /** The checksum of the file last ingested from this name (the period is ingested when it is this file's). */
  readonly ingestedSha256?: string;
}

export const DOWNLOAD_MANIFEST = 'downloads.json';

interface ManifestFile {
  readonly format: 1;
  readonly files: Record<string, DownloadEntry>;
}

export class DownloadManifest {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly dir: string,
    private readonly files: Map<string, DownloadEntry>,
  ) {}

  static async open(dir: string): Promise<DownloadManifest> {
    await mkdir(dir, { recursive: true });
    let files = new Map<string, DownloadEntry>();
    try {
      const parsed = JSON.parse(await readFile(join(dir, DOWNLOAD_MANIFEST), 'utf8')) as ManifestFile;
      if (parsed.format === 1) files = new Map(Object.entries(parsed.files));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return new DownloadManifest(dir, files);
  }

  get(name: string): DownloadEntry | undefined {
    return this.files.get(name);
  }

  /** Records (or with undefined, forgets) a file and writes the manifest; writes are serialised. */
  async set(name: string, entry: DownloadEntry | undefined): Promise<void> {
    if (entry === undefined) this.files.delete(name);
    else this.files.set(name, entry);
    const body: ManifestFile = { format: 1, files: Object.fromEntries([...this.files].sort()) };
    const path = join(this.dir, DOWNLOAD_MANIFEST);
    const write = async () => {
      await writeFile(`${path}.tmp`, `${JSON.stringify(body, null, 2)}\n`);
      await rename(`${path}.tmp`, path);
    };
    this.writing = this.writing.then(write, write);
    await this.writing;
  }
}

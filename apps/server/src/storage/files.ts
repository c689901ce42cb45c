import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Files on disk under `DATA_DIR/files`, served at `/files/…`. */
export class FileStore {
  constructor(readonly root: string) {}

  /** Writes a file and answers its public URL path. */
  async put(relativePath: string, content: Buffer): Promise<string> {
    const target = path.join(this.root, relativePath);
    if (!target.startsWith(this.root + path.sep)) throw new Error(`Refusing to write outside the file store: ${relativePath}`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
    return `/files/${relativePath.split(path.sep).join('/')}`;
  }
}

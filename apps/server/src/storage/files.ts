import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Files on disk under `DATA_DIR/files`, served at `/files/…`. */
export class FileStore {
  constructor(readonly root: string) {}

  /** Writes a file and answers its public URL path. */
  async put(relativePath: string, content: Buffer): Promise<string> {
    const target = this.resolve(relativePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
    return `/files/${relativePath.split(path.sep).join('/')}`;
  }

  /** Removes a file or folder given by its path in the store or its `/files/…` URL; a URL from elsewhere is ignored. */
  async remove(pathOrUrl: string): Promise<void> {
    if (/^[a-z]+:/i.test(pathOrUrl)) return;
    await rm(this.resolve(pathOrUrl.replace(/^\/files\//, '')), { recursive: true, force: true });
  }

  private resolve(relativePath: string): string {
    const target = path.join(this.root, relativePath);
    if (!target.startsWith(this.root + path.sep)) throw new Error(`Refusing to touch a path outside the file store: ${relativePath}`);
    return target;
  }
}

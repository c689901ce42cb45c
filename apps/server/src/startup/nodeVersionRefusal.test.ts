import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionRefusal } from './nodeVersionRefusal.js';

const pinned: string = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8')).devDependencies.node;

describe('the pinned Node', () => {
  it('is a Node 24 release, and the one these tests run on', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node).toBe(pinned);
  });

  it('refuses an older runtime with a sentence that says how to start', () => {
    expect(nodeVersionRefusal('20.20.2', '24.21.0')).toBe(
      'Meshwork needs Node 24.21.0 or newer, and this is Node 20.20.2. Start it with `npm start`, which runs the Node that `npm install` put in node_modules/.bin.',
    );
    expect(nodeVersionRefusal('24.20.9', '24.21.0')).toBeDefined();
    expect(nodeVersionRefusal('24.21.0', '24.21.1')).toBeDefined();
  });

  it('accepts the pinned runtime and newer ones', () => {
    for (const running of ['24.21.0', '24.21.1', '24.22.0', '25.0.0', '26.1.0'])
      expect(nodeVersionRefusal(running, '24.21.0')).toBeUndefined();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeVersionRefusal } from './nodeVersionRefusal.js';

// Imported first by main.ts, so that nothing else loads on a runtime the code was never tested on.
const rootPackage = path.resolve(import.meta.dirname, '../../../../package.json');
const refusal = nodeVersionRefusal(process.versions.node, JSON.parse(readFileSync(rootPackage, 'utf8')).devDependencies.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

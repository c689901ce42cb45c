const numbersOf = (version: string) => version.split('.').map(Number);

function olderThan(version: string, than: string): boolean {
  const [mine, theirs] = [numbersOf(version), numbersOf(than)];
  const differing = mine.findIndex((part, index) => part !== theirs[index]);
  return differing !== -1 && mine[differing]! < theirs[differing]!;
}

/**
 * Why a start on this Node is refused, or undefined: the project pins its runtime (the `node`
 * package of the root package.json, which npm scripts run first), and an older one is refused.
 */
export function nodeVersionRefusal(running: string, pinned: string): string | undefined {
  if (!olderThan(running, pinned)) return undefined;
  return `Meshwork needs Node ${pinned} or newer, and this is Node ${running}. Start it with \`npm start\`, which runs the Node that \`npm install\` put in node_modules/.bin.`;
}
